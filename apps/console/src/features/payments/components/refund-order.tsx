import { parseTaka, takaDecimal } from '@lms/domain';
import type { StaffPaymentRow } from '@lms/domain/contract';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { FormModal } from '../../../components/form-modal';
import { useT } from '../../../lib/i18n/use-t';
import { useRefundOrder } from '../api/use-payments';
import { TakaAmountField } from './taka-amount-field';

interface Refund {
  amount: string;
  note: string;
}

/**
 * Refund, on an order marked for refund or a paid one: a dialog with the amount (the order's unless changed; what
 * the gateway really took) and a reason, sent to the gateway's refund API once.
 */
export function RefundOrder({ row }: { row: StaffPaymentRow }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Refund>();
  const refund = useRefundOrder();
  const close = () => {
    setOpen(false);
    refund.reset();
  };
  return (
    <>
      <Button size="small" danger onClick={() => setOpen(true)}>
        {t('Refund')}
      </Button>
      <FormModal<Refund>
        title={t('Refund {{invoice}} through the gateway', { invoice: row.invoice })}
        open={open}
        onClose={close}
        okText={t('Refund')}
        danger
        form={form}
        initialValues={{ amount: takaDecimal(row.amountPaisa), note: '' }}
        pending={refund.isPending}
        error={refund.error}
        intro={t('The gateway gives the money back to the payer once; its answer is kept with the order.')}
        onFinish={(v) =>
          refund.mutateAsync(
            { orderId: row.orderId, note: v.note, amountPaisa: parseTaka(v.amount) ?? 0 },
            { onSuccess: close },
          )
        }
      >
        <TakaAmountField label={t('Amount to give back (Tk)')} message={t('Enter an amount above zero')} />
        <Form.Item name="note" label={t('Note')} rules={[{ required: true, message: t('Enter a note') }]}>
          <Input.TextArea />
        </Form.Item>
      </FormModal>
    </>
  );
}
