import { Card, Typography } from 'antd';
import { AppLink } from '../../../components/app-link';
import { BrandLogo } from '../../../components/brand-logo';
import { useBranding } from '../../../lib/endpoints/get-branding';
import { useT } from '../../../lib/i18n/use-t';

const { Title, Paragraph } = Typography;

/** /data-deletion-policy: how a student asks for the deletion of their account and data. */
export function DataDeletionPolicyPage() {
  const { t } = useT();
  const branding = useBranding();
  const institute = branding?.name ?? 'the institute';
  const email = branding?.supportEmail;
  return (
    <main style={{ maxWidth: 760, margin: '0 auto', padding: '24px 12px' }}>
      <div style={{ textAlign: 'center', marginBottom: 16 }}>
        <AppLink to="/" aria-label={t('Home')}>
          <BrandLogo height={48} />
        </AppLink>
      </div>
      <Card>
        <Title level={1} style={{ marginTop: 0, fontSize: 30 }}>
          {t('Data Deletion Policy')}
        </Title>
        <Paragraph>
          {t(
            'This page explains how you can ask {{institute}} to delete your account and the data that belongs to it.',
            { institute },
          )}
        </Paragraph>
        <Title level={4}>{t('Deletion is not automatic')}</Title>
        <Paragraph>
          {t(
            'Your account is not deleted automatically. To ask for the deletion of your account, send an email to our support team',
          )}{' '}
          {email ? (
            <a href={`mailto:${email}`}>{email}</a>
          ) : (
            t('through the support address of your institute')
          )}{' '}
          {t(
            'from your registered contact details, with your name, your roll number (ID) and the mobile number you registered with.',
          )}
        </Paragraph>
        <Title level={4}>{t('What happens next')}</Title>
        <Paragraph>
          {t(
            'Our team reviews your request and, once your identity is confirmed, processes the deletion. We will reply to your email when it is done.',
          )}
        </Paragraph>
        <Title level={4}>{t('What you lose')}</Title>
        <Paragraph>
          {t(
            'After the deletion your order history and your login are lost: you can no longer sign in with that account, and its exam results, progress and questions cannot be restored.',
          )}
        </Paragraph>
        <Title level={4}>{t('Coming back later')}</Title>
        <Paragraph>{t('You may make a new account later with the same profile information.')}</Paragraph>
        <Paragraph>
          <AppLink to="/">{t('Back to home')}</AppLink>
        </Paragraph>
      </Card>
    </main>
  );
}
