import type { StaffAccount } from '@lms/domain/contract';
import { App, Form, Input, Typography } from 'antd';
import { FormModal } from '../../../components/form-modal';
import { useResetStaffPassword } from '../api/staff-accounts-api';
import { staffPasswordRule } from './password-rule';

/** Sets a new password for a staff member; the dialog says their sessions end. */
export function ResetPasswordModal({
  account,
  onClose,
}: {
  account: StaffAccount | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ password: string }>();
  const { message } = App.useApp();
  const reset = useResetStaffPassword();
  const close = () => {
    reset.reset();
    onClose();
  };
  return (
    <FormModal<{ password: string }>
      title={account ? `Reset the password of ${account.username}` : 'Reset password'}
      open={account !== null}
      onClose={close}
      okText="Set password"
      danger
      form={form}
      pending={reset.isPending}
      error={reset.error}
      intro={
        <Typography.Paragraph>
          They will be signed out everywhere and must sign in with the new password.
        </Typography.Paragraph>
      }
      onFinish={({ password }) => {
        if (!account) return;
        reset.mutate(
          { staffId: account._id, password },
          {
            onSuccess: () => {
              message.success(`Password of ${account.username} set`);
              close();
            },
          },
        );
      }}
    >
      <Form.Item label="New password" name="password" rules={[staffPasswordRule]}>
        <Input.Password maxLength={200} autoComplete="new-password" />
      </Form.Item>
    </FormModal>
  );
}
