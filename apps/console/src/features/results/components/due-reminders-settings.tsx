import type { DueReminderView } from '@lms/domain/contract';
import { App, Button, Flex, Form, Input, InputNumber, Switch, Table, Typography } from 'antd';
import { ErrorAlert } from '../../../components/error-alert';
import { SmsStatusTag } from '../../../components/sms-status-tag';
import { useSubmitGuard } from '../../../components/use-submit-guard';
import { useT } from '../../../lib/i18n/use-t';
import { useDueRemindersLog, useResendDueReminders } from '../api/sms-api';

const FIELDS = '{name} {roll} {course} {amount} {due}';

/**
 * The dues reminders part of the SMS settings form: on or off, how many days before and after a due's
 * date, and the templates (checked against the part limit by the server while reminders are on).
 */
export function DueRemindersFields({ longest }: { longest: SmsSettingsLongest | undefined }) {
  const { t } = useT();
  const template = (lang: 'bn' | 'en', which: 'before' | 'after', label: string) => (
    <Form.Item
      name={['reminders', 'templates', lang, which]}
      label={label}
      rules={[{ required: true, message: t('Write the template') }]}
      extra={
        longest
          ? t('Up to {{parts}} SMS parts with long names', { parts: longest[lang][which].parts })
          : undefined
      }
    >
      <Input.TextArea rows={2} />
    </Form.Item>
  );
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('Dues reminders')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t(
          'An SMS to the guardian (or the student, without a guardian number) before and after an unpaid due’s date, once each.',
        )}
      </Typography.Paragraph>
      <Flex gap={16} wrap>
        <Form.Item name={['reminders', 'enabled']} label={t('Send dues reminders')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name={['reminders', 'daysBefore']} label={t('Days before the due date')}>
          <InputNumber min={1} max={30} precision={0} />
        </Form.Item>
        <Form.Item name={['reminders', 'daysAfter']} label={t('Days after the due date')}>
          <InputNumber min={1} max={30} precision={0} />
        </Form.Item>
      </Flex>
      <Typography.Paragraph type="secondary">
        {t('Fields you may use: {{fields}}', { fields: FIELDS })}
      </Typography.Paragraph>
      {template('bn', 'before', t('Bengali: before the due date'))}
      {template('bn', 'after', t('Bengali: after the due date'))}
      {template('en', 'before', t('English: before the due date'))}
      {template('en', 'after', t('English: after the due date'))}
    </>
  );
}

/** How long each reminder template's longest text is. */
type SmsSettingsLongest = Record<'bn' | 'en', Record<'before' | 'after', { parts: number }>>;

/** The latest dues reminders with their state, and "Resend failed" (those of dues still unpaid). */
export function DueRemindersLog({ open }: { open: boolean }) {
  const { t } = useT();
  const { message } = App.useApp();
  const log = useDueRemindersLog(open);
  const resend = useResendDueReminders();
  const resending = useSubmitGuard(async () => {
    const r = await resend.mutateAsync();
    void message.success(t('{{count}} SMS queued.', { count: r.queued }));
  });
  const failed = log.data?.messages.some((m) => m.status === 'failed') ?? false;
  return (
    <>
      <Flex justify="space-between" align="center" style={{ marginTop: 24 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('Dues reminders sent')}
        </Typography.Title>
        <Button disabled={!failed} loading={resending.busy} onClick={() => resending.submit()}>
          {t('Resend failed')}
        </Button>
      </Flex>
      <ErrorAlert error={resend.error} style={{ marginTop: 8 }} />
      <Table<DueReminderView>
        size="small"
        rowKey="id"
        loading={log.isLoading}
        dataSource={log.data?.messages ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('Student'), dataIndex: 'studentName' },
          { title: t('Roll'), dataIndex: 'sid' },
          { title: t('Course'), dataIndex: 'courseTitle' },
          { title: t('Due'), dataIndex: 'dueLabel' },
          {
            title: t('Due date'),
            dataIndex: 'dueOn',
            render: (d: string) => d.split('-').reverse().join('-'),
          },
          {
            title: t('Reminder'),
            dataIndex: 'kind',
            render: (k: DueReminderView['kind']) => (k === 'due-before' ? t('Before') : t('After')),
          },
          {
            title: t('To'),
            dataIndex: 'recipient',
            render: (r: DueReminderView['recipient']) => (r === 'guardian' ? t('Guardian') : t('Student')),
          },
          { title: t('Number'), dataIndex: 'phone' },
          {
            title: t('State'),
            dataIndex: 'status',
            render: (s: DueReminderView['status']) => <SmsStatusTag status={s} />,
          },
          { title: t('Gateway answer'), dataIndex: 'answer' },
        ]}
      />
    </>
  );
}
