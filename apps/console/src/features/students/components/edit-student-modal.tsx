import { localPhoneOf } from '@lms/domain';
import { errorTitleOrMessage } from '@lms/domain/client';
import type { StudentDetail } from '@lms/domain/contract';
import { Alert, App, Form, Modal } from 'antd';
import { useUpdateStudent } from '../api/student-admin';
import { StudentFields } from './student-fields';

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
          phone: localPhoneOf(student.username),
          contact: student.contact,
          branchId: student.branchId ?? undefined,
          session: student.session,
        }}
      >
        <StudentFields phoneHint="The student signs in with this number." />
      </Form>
    </Modal>
  );
}
