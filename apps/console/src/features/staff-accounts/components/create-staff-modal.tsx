import type { CreateStaffBody } from '@lms/domain/contract';
import { App, Form, Input, Select } from 'antd';
import { FormModal } from '../../../components/form-modal';
import { TextField } from '../../../components/text-field';
import { useCreateStaff } from '../api/staff-accounts-api';
import { staffPasswordRule } from './password-rule';
import { ROLE_OPTIONS } from './role-labels';

/** The new staff account form in a dialog. */
export function CreateStaffModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<CreateStaffBody>();
  const { message } = App.useApp();
  const create = useCreateStaff();
  const close = () => {
    create.reset();
    onClose();
  };
  return (
    <FormModal<CreateStaffBody>
      title="New staff account"
      open={open}
      onClose={close}
      okText="Create"
      form={form}
      pending={create.isPending}
      error={create.error}
      onFinish={(body) =>
        create.mutate(body, {
          onSuccess: (made) => {
            message.success(`Staff account ${made.username} created`);
            close();
          },
        })
      }
    >
      <TextField label="Name" name="name" max={120} missing="Enter the name" />
      <Form.Item
        label="Username"
        name="username"
        rules={[
          { required: true, message: 'Enter a username' },
          { pattern: /^[a-zA-Z0-9._-]{3,40}$/, message: 'Use 3-40 letters, digits, dot, dash or underscore' },
        ]}
      >
        <Input maxLength={40} autoComplete="off" />
      </Form.Item>
      <Form.Item
        label="Password"
        name="password"
        rules={[staffPasswordRule]}
        extra="At least 10 characters, not a common password."
      >
        <Input.Password maxLength={200} autoComplete="new-password" />
      </Form.Item>
      <RolesField />
    </FormModal>
  );
}

/** The roles of a staff account: at least one. */
export function RolesField() {
  return (
    <Form.Item label="Roles" name="roles" rules={[{ required: true, message: 'Choose at least one role' }]}>
      <Select mode="multiple" options={ROLE_OPTIONS} />
    </Form.Item>
  );
}
