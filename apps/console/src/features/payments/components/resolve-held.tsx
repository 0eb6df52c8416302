import { parseTaka, takaDecimal } from '@lms/domain';
import type { StaffPaymentRow } from '@lms/domain/contract';
import { Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { FormModal } from '../../../components/form-modal';
import { useT } from '../../../lib/i18n/use-t';
import { useResolveHeld } from '../api/use-payments';
import { TakaAmountField } from './taka-amount-field';

interface Decision {
  amount: string;
  note: string;
}

/**
 * A held order's two decisions, each in a dialog with a note: Accept (what the gateway really took,
 * the order's amount unless changed; recorded once as the student's payment) or Mark for refund.
 */
export function ResolveHeld({ row }: { row: StaffPaymentRow }) {
  const { t } = useT();
  const [action, setAction] = useState<'accept' | 'refund' | null>(null);
  const [form] = Form.useForm<Decision>();
  const resolve = useResolveHeld();
  const close = () => {
    setAction(null);
    resolve.reset();
  };
  const accepting = action === 'accept';
  return (
    <>
      <Space>
        <Button size="small" type="primary" onClick={() => setAction('accept')}>
          {t('Accept')}
        </Button>
        <Button size="small" danger onClick={() => setAction('refund')}>
          {t('Mark for refund')}
        </Button>
      </Space>
      <FormModal<Decision>
        title={
          accepting
            ? t('Accept payment {{invoice}}', { invoice: row.invoice })
            : t('Refund payment {{invoice}}', { invoice: row.invoice })
        }
        open={action !== null}
        onClose={close}
        okText={accepting ? t('Accept') : t('Mark for refund')}
        danger={!accepting}
        form={form}
        initialValues={{ amount: takaDecimal(row.amountPaisa), note: '' }}
        pending={resolve.isPending}
        error={resolve.error}
        intro={
          accepting
            ? t(
                "Check the gateway's merchant panel first: the amount it took is recorded as the student's payment.",
              )
            : t("Nothing is recorded; give the money back in the gateway's merchant panel.")
        }
        onFinish={(v) =>
          resolve.mutateAsync(
            {
              orderId: row.orderId,
              action: action ?? 'refund',
              note: v.note,
              ...(accepting ? { amountPaisa: parseTaka(v.amount) ?? 0 } : {}),
            },
            { onSuccess: close },
          )
        }
      >
        {accepting && (
          <TakaAmountField label={t('Amount taken (Tk)')} message={t('Enter an amount above zero')} />
        )}
        <Form.Item name="note" label={t('Note')} rules={[{ required: true, message: t('Enter a note') }]}>
          <Input.TextArea />
        </Form.Item>
      </FormModal>
    </>
  );
}
