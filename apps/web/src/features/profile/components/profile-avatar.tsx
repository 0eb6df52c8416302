import { CameraOutlined, UserOutlined } from '@ant-design/icons';
import { PICTURE_TYPES } from '@lms/domain';
import { Avatar, Button } from 'antd';
import { useRef } from 'react';
import { useT } from '../../../lib/i18n/use-t';

/** Props of the profile avatar. */
export interface ProfileAvatarProps {
  /** The picture's address under the asset host; none shows the default icon. */
  src: string | undefined;
  name: string;
  disabled: boolean;
  onPick: (file: File) => void;
}

/** The profile avatar (80 px) with a camera button that picks a new JPEG or PNG picture. */
export function ProfileAvatar({ src, name, disabled, onPick }: ProfileAvatarProps) {
  const { t } = useT();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div style={{ position: 'relative', width: 80, height: 80, flex: 'none' }}>
      <Avatar size={80} src={src} icon={src ? undefined : <UserOutlined />} alt={name} />
      <Button
        shape="circle"
        size="small"
        icon={<CameraOutlined />}
        aria-label={t('Change profile picture')}
        disabled={disabled}
        onClick={() => input.current?.click()}
        style={{ position: 'absolute', right: -4, bottom: -4 }}
      />
      <input
        ref={input}
        type="file"
        accept={PICTURE_TYPES.join(',')}
        aria-label={t('Profile picture file')}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
    </div>
  );
}
