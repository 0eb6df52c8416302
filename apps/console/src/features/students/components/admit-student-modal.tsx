import { errorTitleOrMessage } from '@lms/domain/client';
import { type AdmissionBody, staffRoutes } from '@lms/domain/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Form, Input, Modal, Select } from 'antd';
import { callApi } from '../../../lib/api';
import { useBranches, useGroups } from '../api/use-org';

/** The admission form in a dialog: POST /staff/students, then the list reloads. */
export function AdmitStudentModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<AdmissionBody>();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const branches = useBranches();
  const groups = useGroups();
  const admit = useMutation({
    mutationFn: async (body: AdmissionBody) => (await callApi(staffRoutes.admitStudent, { body })).data,
    onSuccess: async () => {
      message.success('Student admitted');
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
    <Modal
      title="Admit student"
      open={open}
      onCancel={close}
      okText="Admit"
      onOk={() => form.submit()}
      confirmLoading={admit.isPending}
      destroyOnHidden
    >
      {admit.error && (
        <Alert type="error" showIcon title={errorTitleOrMessage(admit.error)} style={{ marginBottom: 16 }} />
      )}
      <Form<AdmissionBody>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => admit.mutate(values)}
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
          rules={[{ required: true, whitespace: true, message: 'Enter the mobile number' }]}
        >
          <Input inputMode="tel" maxLength={20} placeholder="01XXXXXXXXX" />
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
          <Input maxLength={40} placeholder="2026-27" />
        </Form.Item>
        <Form.Item label="Groups" name="groupIds">
          <Select
            mode="multiple"
            allowClear
            loading={groups.isPending}
            options={groups.data?.map((g) => ({ value: g._id, label: g.name }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
