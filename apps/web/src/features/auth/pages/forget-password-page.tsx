import { messages } from '@lms/domain';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';
import { RequestCodeForm } from '../components/request-code-form';

/** /forget-password: the registered number, then Proceed to the reset screens. */
export function ForgetPasswordPage() {
  const forgotPassword = useForgotPassword();
  return (
    <AuthCard title="Forgot password" subtitle="Enter your registered mobile number to reset your password.">
      <RequestCodeForm
        origin="forgetPassword"
        phoneLabel="Mobile number"
        phoneMessages={{ required: messages.phoneRequiredYour, invalid: messages.phoneInvalid }}
        pending={forgotPassword.isPending}
        request={(phone, callbacks) => forgotPassword.mutate(phone, callbacks)}
      />
    </AuthCard>
  );
}
