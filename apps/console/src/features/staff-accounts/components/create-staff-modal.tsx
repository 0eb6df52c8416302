import type { StaffRole } from '@lms/domain';
import type { CreateStaffBody } from '@lms/domain/contract';
import { Form, Input, Select, Typography } from 'antd';
import { MutationModal } from '../../../components/form-modal';
import { roleDescription, roleLabel, roleOptions } from '../../../components/role-labels';
import { TextField } from '../../../components/text-field';
import { useT } from '../../../lib/i18n/use-t';
import { staffPasswordRule } from '../../../lib/staff-password-rule';
import { useCreateStaff } from '../api/staff-accounts-api';

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
      extra={<ChosenRoles />}
    >
      <Select
        mode="multiple"
        options={roleOptions(t)}
        optionRender={(option) => (
          <div>
            <div>{option.data.label}</div>
            <Typography.Text type="secondary" style={{ whiteSpace: 'normal', fontSize: 12 }}>
              {option.data.description}
            </Typography.Text>
          </div>
        )}
      />
    </Form.Item>
  );
}

/** What the chosen roles may do, one line each, under the roles field. */
function ChosenRoles() {
  const { t } = useT();
  const roles: StaffRole[] = Form.useWatch('roles') ?? [];
  if (roles.length === 0) return null;
  return (
    <ul aria-label={t('What the chosen roles may do')} style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
      {roles.map((role) => (
        <li key={role}>
          <strong>{roleLabel(t, role)}:</strong> {roleDescription(t, role)}
        </li>
      ))}
    </ul>
  );
}
