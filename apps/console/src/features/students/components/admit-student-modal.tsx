import { type AdmissionBody, staffRoutes } from '@lms/domain/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form, Select } from 'antd';
import { FormModal } from '../../../components/form-modal';
import { callApi } from '../../../lib/api';
import { useT } from '../../../lib/i18n/use-t';
import { useGroups } from '../api/use-org';
import { StudentFields } from './student-fields';

/** The form's values to send: a guardian's number typed and then cleared is no number, not an empty one. */
function withoutBlankContact({ contact, ...values }: AdmissionBody): AdmissionBody {
  return contact?.trim() ? { ...values, contact } : values;
}

/** The admission form in a dialog: POST /staff/students, then the list reloads. */
export function AdmitStudentModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useT();
  const [form] = Form.useForm<AdmissionBody>();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const groups = useGroups();
  const admit = useMutation({
    mutationFn: async (body: AdmissionBody) => (await callApi(staffRoutes.admitStudent, { body })).data,
    onSuccess: async () => {
      message.success(t('Student admitted'));

      form.resetFields();
      onClose();
      await queryClient.invalidateQueries({ queryKey: ['students'] });
    },
  });
  const close = () => {
    admit.reset();
    onClose();
  };

  return (
    <FormModal<AdmissionBody>
      title={t('Admit student')}
      open={open}
      onClose={close}
      okText={t('Admit')}
      form={form}
      pending={admit.isPending}
      error={admit.error}
      onFinish={(values) => admit.mutateAsync(withoutBlankContact(values))}
    >
      <StudentFields />
      <Form.Item label={t('Groups')} name="groupIds">
        <Select
          mode="multiple"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={groups.isPending}
          options={groups.data?.map((g) => ({ value: g._id, label: g.name }))}
        />
      </Form.Item>
    </FormModal>
  );
}
