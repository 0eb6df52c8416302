import type { StaffRole } from '@lms/domain';
import type { StaffAccount } from '@lms/domain/contract';
import { App, Form } from 'antd';
import { FormModal } from '../../../components/form-modal';
import { TextField } from '../../../components/text-field';
import { useUpdateStaff } from '../api/staff-accounts-api';
import { RolesField } from './create-staff-modal';

interface EditValues {
  name: string;
  roles: StaffRole[];
}

/** Changes a staff member's name and roles. */
export function EditStaffModal({ account, onClose }: { account: StaffAccount | null; onClose: () => void }) {
  const [form] = Form.useForm<EditValues>();
  const { message } = App.useApp();
  const update = useUpdateStaff();
  const close = () => {
    update.reset();
    onClose();
  };
  return (
    <FormModal<EditValues>
      title={account ? `Edit ${account.username}` : 'Edit'}
      open={account !== null}
      onClose={close}
      okText="Save"
      form={form}
      initialValues={account ? { name: account.name, roles: account.roles } : {}}
      pending={update.isPending}
      error={update.error}
      onFinish={(body) => {
        if (!account) return;
        update.mutate(
          { staffId: account._id, body },
          {
            onSuccess: () => {
              message.success('Staff account saved');
              close();
            },
          },
        );
      }}
    >
      <TextField label="Name" name="name" max={120} missing="Enter the name" />
      <RolesField />
    </FormModal>
  );
}
