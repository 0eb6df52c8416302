import { isValidOtp, messages, OTP_LENGTH } from '@lms/domain';
import OTPInput from 'antd/es/input/OTP';
import { useState } from 'react';
import { AppLink } from '../../../components/app-link';
import { PlainButton } from '../../../components/plain-button';
import { phoneRule } from '../../../lib/form-rules';
import { useT } from '../../../lib/i18n/use-t';
import { showApiError } from '../../../lib/show-api-error';
import { saveGuardianSignIn } from '../../../lib/storage';
import { useForm } from '../../../lib/use-form';
import { useRequestGuardianCode, useSignInGuardian } from '../api/guardian-sign-in';
import { AuthCard } from '../components/auth-card';
import { PhoneField } from '../components/phone-field';
import { ResendCode } from '../components/resend-code';
import './otp-page.css';

type PhoneValues = { phone: string };

const rules = {
  phone: phoneRule<PhoneValues>({ required: messages.phoneRequired, invalid: messages.phoneInvalid }),
};

/** A code sent: the number it went to, its challenge id and when it was sent. */
interface SentCode {
  phone: string;
  hash: string;
  sentAt: number;
}

/**
 * Guardian sign-in (`/guardian/login`): the guardian number from the admission form, then the six-digit
 * code sent to it. No password: every sign-in takes a new code.
 */
export function GuardianLoginPage() {
  const { t } = useT();
  const requestCode = useRequestGuardianCode();
  const signIn = useSignInGuardian();
  const [sent, setSent] = useState<SentCode | null>(null);
  // The cells are keyed by the challenge: a new code clears what was typed (or fills the revealed one).
  const [code, setCode] = useState('');
  const form = useForm<PhoneValues>({ phone: '' }, rules);

  const ask = (phone: string) =>
    requestCode.mutate(phone, {
      onSuccess: (challenge) => {
        setSent({ phone, hash: challenge.hash, sentAt: Date.now() });
        setCode(challenge.otp ?? '');
      },
      onError: (error) => showApiError(error, 'warning'),
    });

  const verify = () => {
    if (!sent || !isValidOtp(code)) return;
    signIn.mutate(
      { phone: sent.phone, hash: sent.hash, otp: code },
      {
        onSuccess: ({ guardian, sessionId }) => {
          saveGuardianSignIn(guardian, sessionId);
          window.location.assign('/guardian');
        },
        onError: (error) => showApiError(error, 'warning'),
      },
    );
  };

  if (!sent) {
    return (
      <AuthCard
        title={t('Guardian sign-in')}
        subtitle={t('Use the guardian number given on the admission form. We will send a code to it.')}
      >
        <form noValidate onSubmit={form.handleSubmit(({ phone }) => ask(phone.trim()))}>
          <PhoneField label={t('Guardian mobile number')} {...form.field('phone')} />
          <PlainButton variant="primary" htmlType="submit" block loading={requestCode.isPending}>
            {t('Send code')}
          </PlainButton>
        </form>
        <div style={{ textAlign: 'center', marginTop: 16 }}>
          <AppLink to="/login">{t('Student sign-in')}</AppLink>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('Verify your number')}
      subtitle={t('Enter the six-digit code sent to {{phone}}.', { phone: sent.phone })}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          verify();
        }}
      >
        <div className="otp-code" style={{ display: 'flex', justifyContent: 'center', marginBottom: 16 }}>
          <OTPInput
            key={sent.hash}
            length={OTP_LENGTH}
            type="tel"
            autoComplete="one-time-code"
            aria-label={t('Verification code')}
            defaultValue={code}
            formatter={(value) => value.replace(/\D/g, '')}
            onInput={(cells) => setCode(cells.join(''))}
          />
        </div>
        <PlainButton
          variant="primary"
          htmlType="submit"
          block
          disabled={!isValidOtp(code)}
          loading={signIn.isPending}
        >
          {t('Sign In')}
        </PlainButton>
      </form>
      <ResendCode sentAt={sent.sentAt} pending={requestCode.isPending} onResend={() => ask(sent.phone)} />
      <div style={{ textAlign: 'center', marginTop: 8 }}>
        <PlainButton variant="link" onClick={() => setSent(null)}>
          {t('Use another number')}
        </PlainButton>
      </div>
    </AuthCard>
  );
}
