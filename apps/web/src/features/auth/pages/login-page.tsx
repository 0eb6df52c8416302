import { messages } from '@lms/domain';
import { useState } from 'react';
import { AppLink } from '../../../components/app-link';
import { PlainButton } from '../../../components/plain-button';
import { uiColors } from '../../../components/ui-colors';
import { phoneRule, requiredRule } from '../../../lib/form-rules';
import { useT } from '../../../lib/i18n/use-t';
import { showApiError } from '../../../lib/show-api-error';
import { saveSignIn, storageKeys } from '../../../lib/storage';
import { useAppNavigate } from '../../../lib/use-app-navigate';
import { useForm } from '../../../lib/use-form';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/auth-card';
import { PasswordField } from '../components/password-field';
import { PhoneField } from '../components/phone-field';

type LoginValues = { phone: string; password: string };

const rules = {
  phone: phoneRule<LoginValues>({ required: messages.phoneRequired, invalid: messages.phoneInvalid }),
  password: requiredRule<LoginValues>(messages.passwordRequired),
};

/** Sign In (`/` and `/login` when signed out): mobile number, password, Remember me. */
export function LoginPage() {
  const { t } = useT();
  const navigate = useAppNavigate();
  const loginMutation = useLogin();
  const [remember, setRemember] = useState(true);
  const form = useForm<LoginValues>(
    { phone: localStorage.getItem(storageKeys.rememberedPhone) ?? '', password: '' },
    rules,
  );

  const onValid = ({ phone, password }: LoginValues) => {
    loginMutation.mutate(
      { phone: phone.trim(), password },
      {
        onSuccess: ({ student, sessionId }) => {
          if (remember) localStorage.setItem(storageKeys.rememberedPhone, phone.trim());
          else localStorage.removeItem(storageKeys.rememberedPhone);
          saveSignIn(student, sessionId);
          window.location.assign('/');
        },
        onError: (error) => showApiError(error, 'warning'),
      },
    );
  };

  return (
    <AuthCard title={t('Sign In')}>
      <form noValidate onSubmit={form.handleSubmit(onValid)}>
        <PhoneField label={t('Mobile number')} {...form.field('phone')} />
        <PasswordField
          id="password"
          label={t('Password')}
          autoComplete="current-password"
          {...form.field('password')}
        />
        <div
          style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 16 }}
        >
          <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8, cursor: 'pointer' }}>
            <input
              type="checkbox"
              name="remember"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
              style={{ width: 16, height: 16, margin: 0, accentColor: uiColors.primary }}
            />
            {t('Remember me')}
          </label>
          <AppLink to="/forget-password">{t('Forgot password')}</AppLink>
        </div>
        <PlainButton variant="primary" htmlType="submit" block loading={loginMutation.isPending}>
          {t('Sign In')}
        </PlainButton>
        <PlainButton block style={{ marginTop: 12 }} onClick={() => navigate('/register')}>
          {t('Create an account')}
        </PlainButton>
      </form>
      <div style={{ textAlign: 'center', marginTop: 16 }}>
        <AppLink to="/guardian/login">{t('Guardian? Sign in with a code')}</AppLink>
      </div>
    </AuthCard>
  );
}
