import type { StaffAccount } from '@lms/domain/contract';
import { Form, Input, Typography } from 'antd';
import { MutationModal } from '../../../components/form-modal';
import { useT } from '../../../lib/i18n/use-t';
import { staffPasswordRule } from '../../../lib/staff-password-rule';
import { useResetStaffPassword } from '../api/staff-accounts-api';

/** Sets a new password for a staff member; the dialog says their sessions end. */
export function ResetPasswordModal({
  account,
  onClose,
}: {
  account: StaffAccount | null;
  onClose: () => void;
}) {
  const { t } = useT();
  return (
    <MutationModal<{ password: string }, { staffId: string; password: string }>
      title={
        account
          ? t('Reset the password of {{username}}', { username: account.username })
          : t('Reset password')
      }
      open={account !== null}
      onClose={onClose}
      okText={t('Set password')}
      danger
      intro={
        <Typography.Paragraph>
          {t('They will be signed out everywhere and must sign in with the new password.')}
        </Typography.Paragraph>
      }
      mutation={useResetStaffPassword()}
      toInput={({ password }) => (account ? { staffId: account._id, password } : undefined)}
      success={t('Password of {{username}} set', { username: account?.username ?? '' })}
    >
      <Form.Item label={t('New password')} name="password" rules={[staffPasswordRule]}>
        <Input.Password maxLength={200} autoComplete="new-password" />
      </Form.Item>
    </MutationModal>
  );
}
