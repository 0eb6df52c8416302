import { messages, newPasswordError } from '@lms/domain';
import { PlainButton } from '../../../components/plain-button';
import { ApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/use-t';
import { showApiError } from '../../../lib/show-api-error';
import { toast } from '../../../lib/toast';
import { useAppNavigate } from '../../../lib/use-app-navigate';
import { useForm } from '../../../lib/use-form';
import { useSetPassword } from '../api/set-password';
import { AuthCard } from '../components/auth-card';
import { PasswordField } from '../components/password-field';
import { confirmError } from '../confirm-password';
import {
  canSetPassword,
  clearRegistration,
  loadRegistration,
  updateRegistration,
} from '../registration-state';

type SetPasswordValues = { password: string; confirm: string };

const rules = {
  password: (value: string) => newPasswordError(value),
  confirm: (value: string, values: SetPasswordValues) => confirmError(values.password, value),
};

/** /setpassword: new password and confirmation, button Done (registration and reset). */
export function SetPasswordPage() {
  const { t } = useT();
  const navigate = useAppNavigate();
  const setPasswordMutation = useSetPassword();
  const form = useForm<SetPasswordValues>({ password: '', confirm: '' }, rules);
  const isReset = loadRegistration()?.origin === 'forgetPassword';

  const onValid = ({ password }: SetPasswordValues) => {
    const current = loadRegistration();
    if (!canSetPassword(current)) {
      toast.error(messages.registerFirst);
      return;
    }
    setPasswordMutation.mutate(
      { otp: current.otp, hash: current.hash, phone: current.phone, password, forgotPassword: isReset },
      {
        onSuccess: () => {
          clearRegistration();
          toast.success(messages.passwordSet);
          navigate('/login', { replace: true });
        },
        onError: (error) => {
          showApiError(error);
          // A typed code that the server refused: back to the code screen to try again.
          if (error instanceof ApiError && error.status === 400 && !current.otpRevealed) {
            updateRegistration({ otp: undefined });
            navigate('/otp', { replace: true });
          }
        },
      },
    );
  };

  return (
    <AuthCard title={isReset ? t('Reset password') : t('Set password')}>
      <form noValidate onSubmit={form.handleSubmit(onValid)}>
        <PasswordField
          id="password"
          label={t('New password')}
          autoComplete="new-password"
          {...form.field('password')}
        />
        <PasswordField
          id="confirm"
          label={t('Confirm password')}
          autoComplete="new-password"
          {...form.field('confirm')}
        />
        <PlainButton variant="primary" htmlType="submit" block loading={setPasswordMutation.isPending}>
          {t('Done')}
        </PlainButton>
      </form>
    </AuthCard>
  );
}
