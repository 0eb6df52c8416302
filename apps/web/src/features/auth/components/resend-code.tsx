import { OTP_RESEND_SECONDS } from '@lms/domain';
import { PlainButton } from '../../../components/plain-button';
import { uiColors } from '../../../components/ui-colors';
import { useT } from '../../../lib/i18n/use-t';
import { formatCountdown } from '../countdown';
import { useCountdown } from '../use-countdown';

/** Props of the resend link. */
export interface ResendCodeProps {
  sentAt: number;
  pending: boolean;
  onResend: () => void;
}

/** The resend link: disabled with a visible countdown for 300 seconds after a code was sent. */
export function ResendCode({ sentAt, pending, onResend }: ResendCodeProps) {
  const { t, n } = useT();
  const left = useCountdown(sentAt, OTP_RESEND_SECONDS);
  return (
    <div style={{ textAlign: 'center', marginTop: 16, color: uiColors.textSecondary }}>
      <span>{t("Didn't get the code?")} </span>
      <PlainButton
        variant="link"
        style={{ padding: 0 }}
        disabled={left > 0}
        loading={pending}
        onClick={onResend}
      >
        {t('Resend code')}
      </PlainButton>
      {left > 0 ? (
        <div role="timer">{t('You can resend the code in {{time}}', { time: n(formatCountdown(left)) })}</div>
      ) : null}
    </div>
  );
}
