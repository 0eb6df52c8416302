import { Avatar, Badge, ConfigProvider, Menu } from 'antd';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/use-t';

/** What the preview draws: the fields of the branding the student app's header uses. */
export interface HeaderPreviewProps {
  name: string;
  shortName: string;
  logoUrl: string;
  primaryColor: string;
}

const bell = (
  <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" fill="currentColor">
    <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
  </svg>
);

/**
 * A small copy of the student app's signed-in header and tabs: the white bar with the logo (or the short
 * name in the primary colour when there is no logo or it fails to load), the bell, the avatar and the red
 * Logout button; under it the tabs, the selected one in the primary colour.
 */
export function HeaderPreview({ name, shortName, logoUrl, primaryColor }: HeaderPreviewProps) {
  const { t } = useT();
  const [failedUrl, setFailedUrl] = useState<string>();
  const showLogo = logoUrl && failedUrl !== logoUrl;
  return (
    <ConfigProvider theme={{ token: { colorPrimary: primaryColor, borderRadius: 8 } }}>
      <figure
        aria-label={t('Student app preview')}
        style={{
          margin: 0,
          border: '1px solid #f0f0f0',
          borderRadius: 8,
          overflow: 'hidden',
          background: '#f5f5f5',
        }}
      >
        <div
          style={{
            background: '#fff',
            boxShadow: '0 1px 4px rgba(0,0,0,0.08)',
            height: 56,
            padding: '0 12px',
            display: 'flex',
            alignItems: 'center',
            gap: 12,
          }}
        >
          {showLogo ? (
            <img
              src={logoUrl}
              alt={name}
              height={36}
              style={{ height: 36, maxWidth: '50%', objectFit: 'contain' }}
              onError={() => setFailedUrl(logoUrl)}
            />
          ) : (
            <strong
              data-testid="preview-short-name"
              style={{ fontSize: 18, lineHeight: '36px', color: primaryColor }}
            >
              {shortName || name}
            </strong>
          )}
          <div style={{ flex: 1 }} />
          <Badge count={2} size="small">
            <span style={{ color: '#595959', display: 'inline-flex' }}>{bell}</span>
          </Badge>
          <Avatar size="small">A</Avatar>
          <span
            style={{
              background: '#ff4d4f',
              color: '#fff',
              borderRadius: 8,
              padding: '4px 12px',
              fontSize: 14,
            }}
          >
            {t('Logout')}
          </span>
        </div>
        <div style={{ padding: 12 }}>
          <Menu
            mode="horizontal"
            selectedKeys={['courses']}
            items={[
              { key: 'courses', label: t('My Courses') },
              { key: 'exams', label: t('My Exams') },
              { key: 'qa', label: t('My Q&A') },
            ]}
            style={{ borderRadius: 8 }}
          />
        </div>
        <figcaption style={{ padding: '0 12px 8px', fontSize: 12, color: '#8c8c8c' }}>
          {t('Browser tab title: {{name}}', { name })}
        </figcaption>
      </figure>
    </ConfigProvider>
  );
}
