import { type StaffLoginBody, staffRoutes } from '@lms/domain/contract';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { InstituteBrand } from '../../components/institute-brand';
import { LanguageSwitch } from '../../components/language-switch';
import { callApi, SESSION_ENDED } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { useT } from '../../lib/i18n/use-t';
import { saveSession, sessionWasEnded, useStaff } from '../../lib/session';

/** Staff sign-in: username and password; the session id comes back in the `sessionId` header. */
export function LoginPage() {
  const { t } = useT();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const staff = useStaff();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (staff) return <Navigate to="/" replace />;

  const signIn = async (body: StaffLoginBody) => {
    setBusy(true);
    setError(null);
    try {
      const { data, headers } = await callApi(staffRoutes.login, { body });
      const sessionId = headers.get('sessionId');
      if (!sessionId) throw new Error(t('The server gave no session. Please try again.'));
      saveSession(sessionId, data.staff);
      navigate(search.get('next') ?? '/', { replace: true });
    } catch (caught) {
      setError(errorText(caught));
      setBusy(false);
    }
  };

  return (
    <main style={{ display: 'flex', justifyContent: 'center', padding: '10vh 16px' }}>
      <Card style={{ width: '100%', maxWidth: 380 }}>
        <div style={{ fontSize: 18, fontWeight: 600, marginBottom: 8 }}>
          <InstituteBrand height={40} />
        </div>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('Staff sign-in')}
        </Typography.Title>
        {sessionWasEnded() && !error && (
          <Alert type="warning" showIcon title={t(SESSION_ENDED)} style={{ marginBottom: 16 }} />
        )}
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Form<StaffLoginBody> layout="vertical" onFinish={signIn} requiredMark={false}>
          <Form.Item
            label={t('Username')}
            name="username"
            rules={[{ required: true, message: t('Enter your username') }]}
          >
            <Input autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item
            label={t('Password')}
            name="password"
            rules={[{ required: true, message: t('Enter your password') }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('Sign in')}
          </Button>
        </Form>
        <div style={{ marginTop: 16, textAlign: 'center' }}>
          <LanguageSwitch />
        </div>
      </Card>
    </main>
  );
}
