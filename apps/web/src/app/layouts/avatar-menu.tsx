import { UserOutlined } from '@ant-design/icons';
import { CLIENT_VERSION_LABEL } from '@lms/domain';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { useT } from '../../lib/i18n/use-t';
import { useAppNavigate } from '../../lib/use-app-navigate';

/** Props of the avatar menu. */
export interface AvatarMenuProps {
  name: string | undefined;
  pictureUrl: string | undefined;
  onLogout: () => void;
}

/** The profile avatar menu: My Profile, My Courses, My Exams, Payments, the other language (English / বাংলা), Logout and the version label. */
export function AvatarMenu({ name, pictureUrl, onLogout }: AvatarMenuProps) {
  const navigate = useAppNavigate();
  const { t, language, setLanguage } = useT();
  const items: MenuProps['items'] = [
    { key: '/student-profile', label: t('My Profile') },
    { key: '/courses', label: t('My Courses') },
    { key: '/exams', label: t('My Exams') },
    { key: '/payments', label: t('Payments') },
    language === 'bn'
      ? { key: 'language', label: <span lang="en">{t('English')}</span> }
      : { key: 'language', label: <span lang="bn">বাংলা</span> },
    { key: 'logout', label: t('Logout'), danger: true },
    { type: 'divider' },
    { key: 'version', label: CLIENT_VERSION_LABEL, disabled: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') onLogout();
    else if (key === 'language') void setLanguage(language === 'bn' ? 'en' : 'bn');
    else if (key.startsWith('/')) navigate(key);
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <button
        type="button"
        aria-label={t('Profile menu')}
        style={{ border: 0, background: 'none', padding: 0, cursor: 'pointer', lineHeight: 0 }}
      >
        <Avatar src={pictureUrl} icon={pictureUrl ? undefined : <UserOutlined />} alt={name} />
      </button>
    </Dropdown>
  );
}
