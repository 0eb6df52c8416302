import { isValidOtp, messages, OTP_LENGTH } from '@lms/domain';
import OTPInput from 'antd/es/input/OTP';
import { type FocusEvent, useState } from 'react';
import { useAppNavigate } from '../../../lib/use-app-navigate';
import './otp-page.css';
import { PlainButton } from '../../../components/plain-button';
import { uiColors } from '../../../components/ui-colors';
import { useT } from '../../../lib/i18n/use-t';
import { showApiError } from '../../../lib/show-api-error';
import { toast } from '../../../lib/toast';
import { useForgotPassword } from '../api/forgot-password';
import type { OtpResponse } from '../api/request-otp';
import { useRequestOtp } from '../api/request-otp';
import { AuthCard } from '../components/auth-card';
import { RegisterFirst } from '../components/register-first';
import { ResendCode } from '../components/resend-code';
import {
  loadRegistration,
  nextScreenAfterCode,
  type RegistrationState,
  updateRegistration,
} from '../registration-state';

/** /otp: the six-digit code, Verify (disabled until six digits) and the resend link. */
export function OtpPage() {
  const { t } = useT();
  const navigate = useAppNavigate();
  const [state, setState] = useState<RegistrationState | null>(loadRegistration);
  const [code, setCode] = useState('');
  const [showHint, setShowHint] = useState(false);
  const requestOtp = useRequestOtp();
  const forgotPassword = useForgotPassword();
  if (!state) return <RegisterFirst />;

  const complete = isValidOtp(code);
  const verify = () => {
    if (!complete) {
      setShowHint(true);
      return;
    }
    updateRegistration({ otp: code, otpRevealed: false });
    navigate('/setpassword');
  };
  const onCodeSent = (data: OtpResponse) => {
    const next = updateRegistration({
      hash: data.hash,
      otp: data.otp,
      otpRevealed: Boolean(data.otp),
      sentAt: Date.now(),
    });
    setState(next);
    toast.success('A new code has been sent');
    if (data.otp) navigate(nextScreenAfterCode(data.otp));
  };
  const resend = () => {
    const mutation = state.origin === 'forgetPassword' ? forgotPassword : requestOtp;
    mutation.mutate(state.phone, { onSuccess: onCodeSent, onError: (error) => showApiError(error) });
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null))
      setShowHint(code !== '' && !complete);
  };

  return (
    <AuthCard
      title={t('Verify your number')}
      subtitle={t('Enter the six-digit code sent to {{phone}}.', { phone: state.phone })}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          verify();
        }}
      >
        <div className="otp-code" onBlur={onBlur} style={{ display: 'flex', justifyContent: 'center' }}>
          <OTPInput
            length={OTP_LENGTH}
            type="tel"
            autoComplete="one-time-code"
            aria-label={t('Verification code')}
            formatter={(value) => value.replace(/\D/g, '')}
            status={showHint ? 'error' : undefined}
            onInput={(cells) => {
              const next = cells.join('');
              setCode(next);
              if (isValidOtp(next)) setShowHint(false);
            }}
          />
        </div>
        <div style={{ minHeight: 24, textAlign: 'center', marginTop: 4 }}>
          {showHint ? <span style={{ color: uiColors.error }}>{t(messages.otpRequired)}</span> : null}
        </div>
        <PlainButton variant="primary" htmlType="submit" block disabled={!complete}>
          {t('Verify')}
        </PlainButton>
      </form>
      <ResendCode
        sentAt={state.sentAt}
        pending={requestOtp.isPending || forgotPassword.isPending}
        onResend={resend}
      />
    </AuthCard>
  );
}
