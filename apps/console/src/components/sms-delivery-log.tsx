import { paisaToTaka } from '@lms/domain';
import type { SmsMessageView } from '@lms/domain/contract';
import { Button, Card, Flex, Statistic, Table } from 'antd';
import { useT } from '../lib/i18n/use-t';
import { ErrorAlert } from './error-alert';
import { SmsStatusTag } from './sms-status-tag';

/** A delivery log as the server answers it: totals and one row per message. */
export interface SmsDeliveryLogData {
  totals: { queued: number; sending: number; sent: number; failed: number; parts: number; costPaisa: number };
  messages: Omit<SmsMessageView, 'kind'>[];
}

/**
 * An SMS delivery log (of an exam's results or of a notice): the totals, each message with its
 * recipient, state and the gateway's answer, and "Resend failed".
 */
export function SmsDeliveryLog({
  log,
  loading,
  error,
  resending,
  onResend,
}: {
  log: SmsDeliveryLogData | undefined;
  loading: boolean;
  error: unknown;
  resending: boolean;
  onResend: () => void;
}) {
  const { t } = useT();
  const totals = log?.totals;
  return (
    <Card
      size="small"
      title={t('SMS delivery log')}
      extra={
        <Button disabled={!totals?.failed} loading={resending} onClick={onResend}>
          {t('Resend failed')}
        </Button>
      }
    >
      <ErrorAlert error={error} />
      {totals ? (
        <Flex wrap gap={24} style={{ marginBottom: 12 }} aria-label={t('SMS totals')}>
          <Statistic title={t('Sent')} value={totals.sent} />
          <Statistic title={t('Failed')} value={totals.failed} />
          <Statistic title={t('Queued')} value={totals.queued + totals.sending} />
          <Statistic title={t('SMS parts')} value={totals.parts} />
          <Statistic
            title={t('Cost')}
            value={t('Tk {{amount}}', { amount: paisaToTaka(totals.costPaisa) })}
          />
        </Flex>
      ) : null}
      <Table<SmsDeliveryLogData['messages'][number]>
        size="small"
        rowKey="id"
        loading={loading}
        dataSource={log?.messages ?? []}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('Student'), dataIndex: 'studentName' },
          { title: t('Roll'), dataIndex: 'sid' },
          {
            title: t('To'),
            dataIndex: 'recipient',
            render: (r: SmsMessageView['recipient']) => (r === 'guardian' ? t('Guardian') : t('Student')),
          },
          { title: t('Number'), dataIndex: 'phone' },
          {
            title: t('State'),
            dataIndex: 'status',
            render: (s: SmsMessageView['status']) => <SmsStatusTag status={s} />,
          },
          { title: t('SMS parts'), dataIndex: 'parts' },
          { title: t('Gateway id'), dataIndex: 'gatewayId' },
          { title: t('Gateway answer'), dataIndex: 'answer' },
        ]}
      />
    </Card>
  );
}
