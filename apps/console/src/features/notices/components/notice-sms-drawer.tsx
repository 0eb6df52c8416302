import { App, Drawer } from 'antd';
import { SmsDeliveryLog } from '../../../components/sms-delivery-log';
import { useSubmitGuard } from '../../../components/use-submit-guard';
import { useT } from '../../../lib/i18n/use-t';
import { useNoticeSmsLog, useResendNoticeSms } from '../api/use-notices';

/** A sent notice's SMS delivery log, with "Resend failed", in a drawer. */
export function NoticeSmsDrawer({ noticeId, onClose }: { noticeId: string | null; onClose: () => void }) {
  const { t } = useT();
  const { message } = App.useApp();
  const log = useNoticeSmsLog(noticeId ?? '', noticeId !== null);
  const resend = useResendNoticeSms(noticeId ?? '');
  const resending = useSubmitGuard(async () => {
    const r = await resend.mutateAsync();
    void message.success(t('{{count}} SMS queued.', { count: r.queued }));
  });
  return (
    <Drawer open={noticeId !== null} onClose={onClose} title={t('Notice SMS')} size="large" destroyOnHidden>
      <SmsDeliveryLog
        log={log.data}
        loading={log.isLoading}
        error={log.error ?? resend.error}
        resending={resending.busy}
        onResend={() => resending.submit()}
      />
    </Drawer>
  );
}
