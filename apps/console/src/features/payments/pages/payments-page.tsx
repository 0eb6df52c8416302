import type { Translate } from '@lms/browser/i18n';
import { PAYMENT_STATUSES, type PaymentStatus, paisaToTaka } from '@lms/domain';
import type { StaffPaymentRow } from '@lms/domain/contract';
import { Alert, Flex, Select, Table, type TableProps, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { usePayments } from '../api/use-payments';
import { PaymentStatusTag, statusLabels } from '../components/payment-status-tag';
import { RefundOrder } from '../components/refund-order';
import { ResolveHeld } from '../components/resolve-held';

/** A time as day-month, hour and minute ("28 Nov, 10:15"). */
const dayMonth = (at: string) =>
  new Date(at).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

const columns = (
  t: Translate,
  n: (value: string | number) => string,
): TableProps<StaffPaymentRow>['columns'] => [
  { title: t('Started'), dataIndex: 'createdAt', key: 'createdAt', render: (at: string) => n(dayMonth(at)) },
  {
    title: t('Student'),
    key: 'student',
    render: (_, row) => (
      <>
        {row.studentName} <Typography.Text type="secondary">({row.sid})</Typography.Text>
      </>
    ),
  },
  {
    title: t('Amount'),
    key: 'amount',
    align: 'right',
    render: (_, row) => `${n(paisaToTaka(row.amountPaisa))} ${row.currency}`,
  },
  {
    title: t('Gateway'),
    dataIndex: 'provider',
    key: 'provider',
    render: (p: string) => (p === 'bkash' ? 'bKash' : 'SSLCommerz'),
  },
  { title: t('Status'), key: 'status', render: (_, row) => <PaymentStatusTag status={row.status} t={t} /> },
  { title: t('Invoice'), dataIndex: 'invoice', key: 'invoice' },
  {
    title: t('Why'),
    key: 'reason',
    render: (_, row) => row.reason ?? (row.gatewayTrxId ? `${t('Transaction')}: ${row.gatewayTrxId}` : ''),
  },
  {
    title: t('Actions'),
    key: 'actions',
    render: (_, row) =>
      row.status === 'held' ? (
        <ResolveHeld row={row} />
      ) : row.status === 'refund' || row.status === 'paid' ? (
        <RefundOrder row={row} />
      ) : null,
  },
];

/**
 * Online payments (admins and accountants): the orders that need a look (pending, failed, held, to be
 * refunded, refund failed) or those of one status, newest first. Pending ones are settled by the
 * gateway's return, its IPN or the reconciliation job; held ones (a risky payment, an amount that
 * differs) need a person, who accepts them (the payment is recorded) or marks them for refund; one
 * marked for refund, or a paid one (filter Paid), is given back through the gateway with Refund.
 */
export function PaymentsPage() {
  const { t, n } = useT();
  const [status, setStatus] = useState<PaymentStatus | undefined>();
  const payments = usePayments(status);
  const labels = statusLabels(t);
  return (
    <section aria-labelledby="payments-title">
      <Typography.Title id="payments-title" level={3} style={{ marginTop: 0 }}>
        {t('Online payments')}
      </Typography.Title>
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <Select
          aria-label={t('Status')}
          style={{ minWidth: 220 }}
          placeholder={t('Needing a look')}
          allowClear
          value={status}
          onChange={(value?: PaymentStatus) => setStatus(value)}
          options={PAYMENT_STATUSES.map((s) => ({ value: s, label: labels[s] }))}
        />
      </Flex>
      {payments.isError && <Alert type="error" showIcon message={t('The payments could not be loaded.')} />}
      <Table<StaffPaymentRow>
        rowKey="orderId"
        size="middle"
        loading={payments.isFetching && !payments.data}
        dataSource={payments.data ?? []}
        columns={columns(t, n)}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 900 }}
        locale={{ emptyText: t('No payments') }}
      />
    </section>
  );
}
