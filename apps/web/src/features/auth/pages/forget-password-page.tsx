import { messages } from '@lms/domain';
import { useT } from '../../../lib/i18n/use-t';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';
import { RequestCodeForm } from '../components/request-code-form';

/** /forget-password: the registered number, then Proceed to the reset screens. */
export function ForgetPasswordPage() {
  const { t } = useT();
  const forgotPassword = useForgotPassword();
  return (
    <AuthCard
      title={t('Forgot password')}
      subtitle={t('Enter your registered mobile number to reset your password.')}
    >
      <RequestCodeForm
        origin="forgetPassword"
        phoneLabel={t('Mobile number')}
        phoneMessages={{ required: messages.phoneRequiredYour, invalid: messages.phoneInvalid }}
        pending={forgotPassword.isPending}
        request={(phone, callbacks) => forgotPassword.mutate(phone, callbacks)}
      />
    </AuthCard>
  );
}
