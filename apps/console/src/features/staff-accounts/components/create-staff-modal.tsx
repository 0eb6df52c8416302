import type { CreateStaffBody } from '@lms/domain/contract';
import { Form, Input, Select } from 'antd';
import { MutationModal } from '../../../components/form-modal';
import { roleOptions } from '../../../components/role-labels';
import { TextField } from '../../../components/text-field';
import { useT } from '../../../lib/i18n/use-t';
import { useCreateStaff } from '../api/staff-accounts-api';
import { staffPasswordRule } from './password-rule';

/** The new staff account form in a dialog. */
export function CreateStaffModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useT();
  return (
    <MutationModal<CreateStaffBody, CreateStaffBody, { username: string }>
      title={t('New staff account')}
      open={open}
      onClose={onClose}
      okText={t('Create')}
      mutation={useCreateStaff()}
      success={(made) => t('Staff account {{username}} created', { username: made.username })}
    >
      <TextField label={t('Name')} name="name" max={120} missing={t('Enter the name')} />
      <Form.Item
        label={t('Username')}
        name="username"
        rules={[
          { required: true, message: t('Enter a username') },
          {
            pattern: /^[a-zA-Z0-9._-]{3,40}$/,
            message: t('Use 3-40 letters, digits, dot, dash or underscore'),
          },
        ]}
      >
        <Input maxLength={40} autoComplete="off" />
      </Form.Item>
      <Form.Item
        label={t('Password')}
        name="password"
        rules={[staffPasswordRule]}
        extra={t('At least 10 characters, not a common password.')}
      >
        <Input.Password maxLength={200} autoComplete="new-password" />
      </Form.Item>
      <RolesField />
    </MutationModal>
  );
}

/** The roles of a staff account: at least one. */
export function RolesField() {
  const { t } = useT();
  return (
    <Form.Item
      label={t('Roles')}
      name="roles"
      rules={[{ required: true, message: t('Choose at least one role') }]}
    >
      <Select mode="multiple" options={roleOptions(t)} />
    </Form.Item>
  );
}
