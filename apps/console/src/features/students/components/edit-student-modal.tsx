import { localPhoneOf } from '@lms/domain';
import type { StudentDetail } from '@lms/domain/contract';
import { App, Form } from 'antd';
import { FormModal } from '../../../components/form-modal';
import { useT } from '../../../lib/i18n/use-t';
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
  const { t } = useT();
  const [form] = Form.useForm<EditForm>();
  const { message } = App.useApp();
  const update = useUpdateStudent(student._id);
  const save = (v: EditForm) =>
    update
      .mutateAsync({
        name: v.name,
        sid: v.sid,
        phone: v.phone,
        contact: v.contact?.trim() ?? '',
        branchId: v.branchId ?? null,
        session: v.session ?? '',
      })
      .then(() => {
        message.success(t('Student saved'));
        onClose();
      });

  return (
    <FormModal<EditForm>
      title={t('Edit {{name}}', { name: student.name })}
      open
      onClose={onClose}
      okText={t('Save')}
      form={form}
      pending={update.isPending}
      error={update.error}
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
      <StudentFields phoneHint={t('The student signs in with this number.')} />
    </FormModal>
  );
}
