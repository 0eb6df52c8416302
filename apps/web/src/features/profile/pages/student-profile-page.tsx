import { CloseOutlined, EditOutlined } from '@ant-design/icons';
import type { UpdateProfileBody } from '@lms/domain/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Spin, Typography } from 'antd';
import { useState } from 'react';
import { AppLink } from '../../../components/app-link';
import { LoadError } from '../../../components/load-error';
import { assetUrl } from '../../../lib/asset-url';
import { useBranding } from '../../../lib/endpoints/get-branding';
import { profileQueryKey, useProfile } from '../../../lib/endpoints/get-profile';
import { useT } from '../../../lib/i18n/use-t';
import { showApiError } from '../../../lib/show-api-error';
import { uploadFile } from '../../../lib/upload-file';
import { updateProfile } from '../api/update-profile';
import { ProfileAvatar } from '../components/profile-avatar';
import { ProfileFields } from '../components/profile-fields';

/** My Profile (`/student-profile`): picture, name, ID, Scoreboard link and the fields in view or edit mode. */
export function StudentProfilePage() {
  const { t } = useT();
  const profile = useProfile();
  const branding = useBranding();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);

  if (profile.isPending) return <Spin role="status" fullscreen size="large" aria-label={t('Loading')} />;
  if (profile.isError) return <LoadError onRetry={() => void profile.refetch()} />;
  const p = profile.data;

  const save = async (body: UpdateProfileBody, upload?: File) => {
    setBusy(true);
    try {
      const changes = upload ? { profilePic: await uploadFile(upload) } : body;
      queryClient.setQueryData(profileQueryKey, await updateProfile(changes));
      if (!upload) setEditing(false);
    } catch (error) {
      showApiError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card style={{ maxWidth: 720, margin: '0 auto' }} styles={{ body: { padding: 16 } }}>
      {busy ? <Spin role="status" fullscreen size="large" aria-label={t('Saving')} /> : null}
      <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
        <ProfileAvatar
          src={assetUrl(branding?.assetHost, p.profilePic)}
          name={p.name}
          disabled={busy}
          onPick={(file) => void save({}, file)}
        />
        <div style={{ flex: 1, minWidth: 0 }}>
          <Typography.Title level={1} style={{ fontSize: 20, margin: 0, overflowWrap: 'anywhere' }}>
            {p.name}
          </Typography.Title>
          <Typography.Text type="secondary">{t('ID: {{sid}}', { sid: p.sid })}</Typography.Text>
          <div>
            <AppLink to="/scoreboard">{t('Scoreboard')}</AppLink>
          </div>
        </div>
        <Button
          shape="circle"
          icon={editing ? <CloseOutlined /> : <EditOutlined />}
          aria-label={editing ? t('Cancel editing') : t('Edit profile')}
          aria-pressed={editing}
          onClick={() => setEditing((on) => !on)}
        />
      </div>
      <ProfileFields
        key={String(editing)}
        profile={p}
        editing={editing}
        onUpdate={(body) => void save(body)}
      />
    </Card>
  );
}
