import type { StaffRole } from '@lms/domain';
import { errorTitleOrMessage } from '@lms/domain/client';
import type { StaffAccount } from '@lms/domain/contract';
import { Alert, App, Form, Input, Modal, Select } from 'antd';
import { useUpdateStaff } from '../api/staff-accounts-api';
import { ROLE_OPTIONS } from './role-labels';

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
    <Modal
      title={account ? `Edit ${account.username}` : 'Edit'}
      open={account !== null}
      onCancel={close}
      okText="Save"
      onOk={() => form.submit()}
      confirmLoading={update.isPending}
      destroyOnHidden
    >
      {update.error && (
        <Alert type="error" showIcon title={errorTitleOrMessage(update.error)} style={{ marginBottom: 16 }} />
      )}
      {account && (
        <Form<EditValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ name: account.name, roles: account.roles }}
          onFinish={(body) =>
            update.mutate(
              { staffId: account._id, body },
              {
                onSuccess: () => {
                  message.success('Staff account saved');
                  close();
                },
              },
            )
          }
        >
          <Form.Item
            label="Name"
            name="name"
            rules={[{ required: true, whitespace: true, message: 'Enter the name' }]}
          >
            <Input maxLength={120} />
          </Form.Item>
          <Form.Item
            label="Roles"
            name="roles"
            rules={[{ required: true, message: 'Choose at least one role' }]}
          >
            <Select mode="multiple" options={ROLE_OPTIONS} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
