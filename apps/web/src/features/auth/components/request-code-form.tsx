import { AppLink } from '../../../components/app-link';
import { PlainButton } from '../../../components/plain-button';
import { ApiError } from '../../../lib/api-error';
import { type PhoneMessages, phoneRule } from '../../../lib/form-rules';
import { useT } from '../../../lib/i18n/use-t';
import { showApiError } from '../../../lib/show-api-error';
import { clearToasts } from '../../../lib/toast';
import { useAppNavigate } from '../../../lib/use-app-navigate';
import { useForm } from '../../../lib/use-form';
import type { OtpResponse } from '../api/request-otp';
import {
  type AccountOrigin,
  nextScreenAfterCode,
  saveRegistration,
  sentToThisNumber,
} from '../registration-state';
import { PhoneField } from './phone-field';

/** Props of the phone step of registration and password reset. */
export interface RequestCodeFormProps {
  origin: AccountOrigin;
  phoneLabel: string;
  phoneMessages: PhoneMessages;
  pending: boolean;
  /** Sends the code request for the number. */
  request: (
    phone: string,
    callbacks: { onSuccess: (data: OtpResponse) => void; onError: (e: Error) => void },
  ) => void;
}

/**
 * The phone step: validates the number, asks the server for a code, keeps phone and hash for the
 * next screens, then opens the code screen (or set password when the server revealed the code).
 */
export function RequestCodeForm({
  origin,
  phoneLabel,
  phoneMessages,
  pending,
  request,
}: RequestCodeFormProps) {
  const { t } = useT();
  const navigate = useAppNavigate();
  const form = useForm({ phone: '' }, { phone: phoneRule(phoneMessages) });
  const onValid = ({ phone }: { phone: string }) => {
    const local = phone.trim();
    request(local, {
      onSuccess: (data) => {
        saveRegistration({
          origin,
          phone: data.phone || local,
          hash: data.hash,
          otp: data.otp,
          otpRevealed: Boolean(data.otp),
          sentAt: Date.now(),
        });
        clearToasts();
        navigate(nextScreenAfterCode(data.otp));
      },
      onError: (error) => {
        // Back on this screen after a code was sent (Back, a lost tab): the server makes the number wait
        // for a new code, but the one sent is still good, so the code screen takes it.
        if (error instanceof ApiError && error.status === 429 && sentToThisNumber(origin, local)) {
          clearToasts();
          navigate('/otp');
          return;
        }
        showApiError(error);
      },
    });
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <PhoneField label={phoneLabel} {...form.field('phone')} />
      <PlainButton variant="primary" htmlType="submit" block loading={pending}>
        {t('Proceed')}
      </PlainButton>
      <div style={{ textAlign: 'center', marginTop: 16 }}>
        <AppLink to="/login">{t('Back to Sign In')}</AppLink>
      </div>
    </form>
  );
}
