import { messages } from '@lms/domain';
import { useRequestOtp } from '../api/request-otp';
import { AuthCard } from '../components/auth-card';
import { RequestCodeForm } from '../components/request-code-form';

/** /register: the mobile number used in the admission form, then Proceed. */
export function RegisterPage() {
  const requestOtp = useRequestOtp();
  return (
    <AuthCard title="Create an account" subtitle="Enter the mobile number you used in the admission form.">
      <RequestCodeForm
        origin="register"
        phoneLabel="Mobile number used in the admission form"
        phoneMessages={{ required: messages.phoneRequiredYourNumber, invalid: messages.phoneInvalidRegister }}
        pending={requestOtp.isPending}
        request={(phone, callbacks) => requestOtp.mutate(phone, callbacks)}
      />
    </AuthCard>
  );
}
