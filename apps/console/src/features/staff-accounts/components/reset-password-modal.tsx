import { errorTitleOrMessage } from '@lms/domain/client';
import type { StaffAccount } from '@lms/domain/contract';
import { Alert, App, Form, Input, Modal, Typography } from 'antd';
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
    <Modal
      title={account ? `Reset the password of ${account.username}` : 'Reset password'}
      open={account !== null}
      onCancel={close}
      okText="Set password"
      okButtonProps={{ danger: true }}
      onOk={() => form.submit()}
      confirmLoading={reset.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph>
        They will be signed out everywhere and must sign in with the new password.
      </Typography.Paragraph>
      {reset.error && (
        <Alert type="error" showIcon title={errorTitleOrMessage(reset.error)} style={{ marginBottom: 16 }} />
      )}
      {account && (
        <Form<{ password: string }>
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={({ password }) =>
            reset.mutate(
              { staffId: account._id, password },
              {
                onSuccess: () => {
                  message.success(`Password of ${account.username} set`);
                  close();
                },
              },
            )
          }
        >
          <Form.Item label="New password" name="password" rules={[staffPasswordRule]}>
            <Input.Password maxLength={200} autoComplete="new-password" />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
