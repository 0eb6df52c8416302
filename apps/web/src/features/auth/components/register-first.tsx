import { messages } from '@lms/domain';
import { PlainButton } from '../../../components/plain-button';
import { useT } from '../../../lib/i18n/use-t';
import { useAppNavigate } from '../../../lib/use-app-navigate';
import { AuthCard } from './auth-card';

/** Shown on the code and password screens when there is no registration or reset under way. */
export function RegisterFirst() {
  const { t } = useT();
  const navigate = useAppNavigate();
  return (
    <AuthCard title={t(messages.registerFirst)}>
      <PlainButton variant="primary" block onClick={() => navigate('/register')}>
        {t('Create an account')}
      </PlainButton>
      <PlainButton block style={{ marginTop: 12 }} onClick={() => navigate('/login')}>
        {t('Sign In')}
      </PlainButton>
    </AuthCard>
  );
}
