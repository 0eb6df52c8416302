import { messages } from '@lms/domain';
import { useT } from '../../../lib/i18n/use-t';
import { useRequestOtp } from '../api/request-otp';
import { AuthCard } from '../components/auth-card';
import { RequestCodeForm } from '../components/request-code-form';

/** /register: the mobile number used in the admission form, then Proceed. */
export function RegisterPage() {
  const { t } = useT();
  const requestOtp = useRequestOtp();
  return (
    <AuthCard
      title={t('Create an account')}
      subtitle={t('Enter the mobile number you used in the admission form.')}
    >
      <RequestCodeForm
        origin="register"
        phoneLabel={t('Mobile number used in the admission form')}
        phoneMessages={{ required: messages.phoneRequiredYourNumber, invalid: messages.phoneInvalidRegister }}
        pending={requestOtp.isPending}
        request={(phone, callbacks) => requestOtp.mutate(phone, callbacks)}
      />
    </AuthCard>
  );
}
