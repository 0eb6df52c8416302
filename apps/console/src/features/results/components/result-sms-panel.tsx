import type { SmsAudience } from '@lms/domain/contract';
import { Alert, App, Button, Card, Flex } from 'antd';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { SmsDeliveryLog } from '../../../components/sms-delivery-log';
import { useSubmitGuard } from '../../../components/use-submit-guard';
import { useT } from '../../../lib/i18n/use-t';
import {
  useResendFailed,
  useSendCorrections,
  useSendResultSms,
  useSmsCorrections,
  useSmsLog,
} from '../api/sms-api';
import { SmsChoice } from './sms-choice';
import { SmsSettingsDrawer } from './sms-settings-drawer';

/**
 * Result SMS of a published exam: choose who gets one (with the preview, parts and cost), send (each
 * student and recipient is texted once per exam), the delivery log with its totals, and "Resend
 * failed"; after a re-score, "Send corrections" texts only those whose result changed. The templates and
 * the opted-out numbers are in "SMS settings".
 */
export function ResultSmsPanel({ examId }: { examId: string }) {
  const { t } = useT();
  const { message } = App.useApp();
  const log = useSmsLog(examId);
  const send = useSendResultSms(examId);
  const resend = useResendFailed(examId);
  const corrections = useSmsCorrections(examId, log.data?.totals.sent ?? 0);
  const correct = useSendCorrections(examId);
  const [audience, setAudience] = useState<SmsAudience>('none');
  const [settingsOpen, setSettingsOpen] = useState(false);
  // A double-click must not queue the messages twice (the server would add none, but one call is enough).
  const sending = useSubmitGuard(async () => {
    if (audience === 'none') return;
    const r = await send.mutateAsync(audience);
    void message.success(t('{{count}} result SMS queued.', { count: r.queued }));
  });
  const resending = useSubmitGuard(async () => {
    const r = await resend.mutateAsync();
    void message.success(t('{{count}} result SMS queued.', { count: r.queued }));
  });
  const correcting = useSubmitGuard(async () => {
    const r = await correct.mutateAsync();
    void message.success(t('{{count}} result SMS queued.', { count: r.queued }));
  });
  const totals = log.data?.totals;
  return (
    <Flex vertical gap={16}>
      <Card
        size="small"
        title={t('Send result SMS')}
        extra={<Button onClick={() => setSettingsOpen(true)}>{t('SMS settings')}</Button>}
      >
        <ErrorAlert error={send.error ?? resend.error ?? correct.error} />
        <SmsChoice key={String(totals?.sent ?? 0)} examId={examId} scope="published" onChange={setAudience} />
        <Button
          type="primary"
          style={{ marginTop: 12 }}
          disabled={audience === 'none'}
          loading={sending.busy}
          onClick={() => sending.submit()}
        >
          {t('Send SMS')}
        </Button>
      </Card>
      {corrections.data && corrections.data.messages > 0 ? (
        <Card size="small" title={t('Corrections')}>
          <Alert
            type="warning"
            showIcon
            title={t(
              '{{count}} sent messages now read differently: a mark, a position or the highest mark changed.',
              {
                count: corrections.data.messages,
              },
            )}
            description={corrections.data.sample?.text}
          />
          <Button style={{ marginTop: 12 }} loading={correcting.busy} onClick={() => correcting.submit()}>
            {t('Send corrections')}
          </Button>
        </Card>
      ) : null}
      <SmsDeliveryLog
        log={log.data}
        loading={log.isLoading}
        error={log.error}
        resending={resending.busy}
        onResend={() => resending.submit()}
      />
      <SmsSettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </Flex>
  );
}
