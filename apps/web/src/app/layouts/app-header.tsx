import { LogoutOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { AppLink } from '../../components/app-link';
import { BrandLogo } from '../../components/brand-logo';
import { assetUrl } from '../../lib/asset-url';
import { useBranding } from '../../lib/endpoints/get-branding';
import { useProfile } from '../../lib/endpoints/get-profile';
import { useT } from '../../lib/i18n/use-t';
import { getStoredStudent } from '../../lib/storage';
import { useMediaQuery } from '../../lib/use-media-query';
import { AvatarMenu } from './avatar-menu';
import { NotificationBell } from './notification-bell';
import { useLogout } from './use-logout';

/** The shared header: logo to `/`, notification bell, avatar menu and the red logout button. */
export function AppHeader() {
  const { t } = useT();
  const branding = useBranding();
  const profile = useProfile().data;
  const [logout, logoutDialog] = useLogout();
  const narrow = useMediaQuery('(max-width: 575px)');
  const name = profile?.name ?? getStoredStudent()?.name;
  return (
    <header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        background: '#fff',
        boxShadow: '0 1px 4px rgba(0,0,0,0.08)',
      }}
    >
      <div
        style={{
          maxWidth: 1200,
          margin: '0 auto',
          height: 56,
          padding: '0 12px',
          display: 'flex',
          alignItems: 'center',
          gap: 12,
        }}
      >
        <AppLink to="/" aria-label={t('Home')} style={{ display: 'flex', alignItems: 'center', minWidth: 0 }}>
          <BrandLogo height={36} />
        </AppLink>
        <div style={{ flex: 1 }} />
        <NotificationBell notifications={profile?.notifications} />
        <AvatarMenu
          name={name}
          pictureUrl={assetUrl(branding?.assetHost, profile?.profilePic)}
          onLogout={logout}
        />
        <Button danger type="primary" icon={<LogoutOutlined />} onClick={logout} aria-label={t('Logout')}>
          {narrow ? null : t('Logout')}
        </Button>
      </div>
      {logoutDialog}
    </header>
  );
}
