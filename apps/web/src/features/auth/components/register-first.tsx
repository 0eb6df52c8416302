import { messages } from '@lms/domain';
import { useNavigate } from 'react-router-dom';
import { PlainButton } from '../../../components/plain-button';
import { AuthCard } from './auth-card';

/** Shown on the code and password screens when there is no registration or reset under way. */
export function RegisterFirst() {
  const navigate = useNavigate();
  return (
    <AuthCard title={messages.registerFirst}>
      <PlainButton variant="primary" block onClick={() => navigate('/register')}>
        Create an account
      </PlainButton>
      <PlainButton block style={{ marginTop: 12 }} onClick={() => navigate('/login')}>
        Sign In
      </PlainButton>
    </AuthCard>
  );
}
