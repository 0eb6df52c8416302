import { errorTitleOrMessage } from '@lms/domain/client';
import type { StudentDetail } from '@lms/domain/contract';
import { Alert, App, Form, Input, Modal, Select } from 'antd';
import { useUpdateStudent } from '../api/student-admin';
import { useBranches } from '../api/use-org';

interface EditForm {
  name: string;
  sid: string;
  phone: string;
  contact?: string;
  branchId?: string;
  session?: string;
}

/** Changes a student's details; a new mobile number is refused when another student has it. */
export function EditStudentModal({ student, onClose }: { student: StudentDetail; onClose: () => void }) {
  const [form] = Form.useForm<EditForm>();
  const { message } = App.useApp();
  const branches = useBranches();
  const update = useUpdateStudent(student._id);
  const save = (v: EditForm) =>
    update.mutate(
      {
        name: v.name,
        sid: v.sid,
        phone: v.phone,
        contact: v.contact?.trim() ?? '',
        branchId: v.branchId ?? null,
        session: v.session ?? '',
      },
      {
        onSuccess: () => {
          message.success('Student saved');
          onClose();
        },
      },
    );

  return (
    <Modal
      title={`Edit ${student.name}`}
      open
      onCancel={onClose}
      okText="Save"
      onOk={() => form.submit()}
      confirmLoading={update.isPending}
      destroyOnHidden
    >
      {update.error && (
        <Alert type="error" showIcon title={errorTitleOrMessage(update.error)} style={{ marginBottom: 16 }} />
      )}
      <Form<EditForm>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={save}
        initialValues={{
          name: student.name,
          sid: student.sid,
          phone: student.username.replace(/^88/, ''),
          contact: student.contact,
          branchId: student.branchId ?? undefined,
          session: student.session,
        }}
      >
        <Form.Item
          label="Name"
          name="name"
          rules={[{ required: true, whitespace: true, message: 'Enter the name' }]}
        >
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item
          label="Roll number"
          name="sid"
          rules={[{ required: true, whitespace: true, message: 'Enter the roll' }]}
        >
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item
          label="Mobile number"
          name="phone"
          extra="The student signs in with this number."
          rules={[{ required: true, whitespace: true, message: 'Enter the mobile number' }]}
        >
          <Input inputMode="tel" maxLength={20} />
        </Form.Item>
        <Form.Item label="Guardian's number" name="contact">
          <Input inputMode="tel" maxLength={20} />
        </Form.Item>
        <Form.Item label="Branch" name="branchId">
          <Select
            allowClear
            loading={branches.isPending}
            options={branches.data?.map((b) => ({ value: b._id, label: b.name }))}
          />
        </Form.Item>
        <Form.Item label="Session" name="session">
          <Input maxLength={40} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
