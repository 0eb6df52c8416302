import type { OwnAccountChanges } from '@lms/domain/contract';
import { Form, Input, Typography } from 'antd';
import { MutationModal } from '../../../components/form-modal';
import { TextField } from '../../../components/text-field';
import { useT } from '../../../lib/i18n/use-t';
import { optionalStaffPasswordRule } from '../../../lib/staff-password-rule';
import { useUpdateOwnAccount } from '../api/my-account-api';

interface MyAccountValues {
  name: string;
  currentPassword?: string;
  newPassword?: string;
}

/** The form's values as the call takes them: the password only when a new one was typed. */
function changesOf(values: MyAccountValues): OwnAccountChanges {
  if (!values.newPassword) return { name: values.name };
  return { name: values.name, currentPassword: values.currentPassword, newPassword: values.newPassword };
}

/** The signed-in staff member's own name, and a new password with the current one. */
export function MyAccountModal({
  name,
  open,
  onClose,
}: {
  name: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useT();
  return (
    <MutationModal<MyAccountValues, OwnAccountChanges>
      title={t('My account')}
      open={open}
      onClose={onClose}
      okText={t('Save')}
      initialValues={{ name }}
      mutation={useUpdateOwnAccount()}
      toInput={changesOf}
      success={t('Your account is saved')}
    >
      <TextField label={t('Name')} name="name" max={120} missing={t('Enter the name')} />
      <Typography.Paragraph type="secondary">
        {t('To change your password, enter the current one and the new one. Your other sessions end.')}
      </Typography.Paragraph>
      <Form.Item
        label={t('New password')}
        name="newPassword"
        rules={[optionalStaffPasswordRule]}
        extra={t('At least 10 characters, not a common password.')}
      >
        <Input.Password maxLength={200} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={t('Current password')}
        name="currentPassword"
        dependencies={['newPassword']}
        rules={[
          ({ getFieldValue }) => ({
            required: Boolean(getFieldValue('newPassword')),
            message: t('Enter your current password'),
          }),
        ]}
      >
        <Input.Password maxLength={200} autoComplete="current-password" />
      </Form.Item>
    </MutationModal>
  );
}
