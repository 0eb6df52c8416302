import { parseTaka } from '@lms/domain';
import type { ReceiptView } from '@lms/domain/contract';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { FormModal } from '../../../components/form-modal';
import { useT } from '../../../lib/i18n/use-t';
import { useRefund } from '../api/fees-api';
import { money } from './money';

// Named apart from the counter's and the discount's fields on the same page (the ids must differ).
interface RefundForm {
  refundAmount: string;
  refundReason: string;
}

/** A fresh key for one refund form: sending it twice refunds once. */
const newRefundKey = () => `refund-${crypto.randomUUID()}`;

/**
 * Gives money back on a receipt: the amount (at most what is left of it) and the reason. It comes from
 * the payment's credit first; beyond that, what it paid is owed again.
 */
export function RefundButton({ receipt }: { receipt: ReceiptView }) {
  const { t, language } = useT();
  const [open, setOpen] = useState(false);
  const [key, setKey] = useState(newRefundKey);
  const [form] = Form.useForm<RefundForm>();
  const refund = useRefund();
  const left = receipt.amountPaisa - receipt.refundedPaisa;
  const close = () => {
    setOpen(false);
    refund.reset();
  };
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {t('Refund')}
      </Button>
      <FormModal<RefundForm>
        title={t('Refund on receipt {{serial}}', { serial: receipt.serial })}
        open={open}
        onClose={close}
        okText={t('Refund')}
        danger
        form={form}
        initialValues={{ refundAmount: '', refundReason: '' }}
        pending={refund.isPending}
        error={refund.error}
        intro={t('At most {{left}} is left on this receipt. Its credit is given back first.', {
          left: money(left, language),
        })}
        onFinish={(v) =>
          refund.mutateAsync(
            {
              paymentId: receipt._id,
              amountPaisa: parseTaka(v.refundAmount) ?? 0,
              reason: v.refundReason,
              requestKey: key,
            },
            {
              onSuccess: () => {
                setKey(newRefundKey());
                close();
              },
            },
          )
        }
      >
        <Form.Item
          name="refundAmount"
          label={t('Amount (Tk)')}
          rules={[
            {
              validator: async (_, v) => {
                const paisa = parseTaka(String(v ?? '')) ?? 0;
                if (paisa <= 0 || paisa > left)
                  throw new Error(
                    t('Enter an amount above zero, at most {{left}}', { left: money(left, language) }),
                  );
              },
            },
          ]}
        >
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item
          name="refundReason"
          label={t('Reason')}
          rules={[{ required: true, message: t('Enter the reason') }]}
        >
          <Input.TextArea />
        </Form.Item>
      </FormModal>
    </>
  );
}
