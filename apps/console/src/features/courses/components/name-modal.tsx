import { errorTitleOrMessage } from '@lms/domain/client';
import { Alert, Form, Input, Modal } from 'antd';

/** What the name form asks for. */
export interface NameValues {
  name: string;
  description?: string;
}

/** A dialog asking for a name (and a description where the thing has one), for adding or renaming. */
export function NameModal({
  title,
  okText,
  open,
  initial,
  withDescription,
  pending,
  error,
  onSave,
  onClose,
}: {
  title: string;
  okText: string;
  open: boolean;
  initial?: NameValues;
  withDescription?: boolean;
  pending: boolean;
  error: unknown;
  onSave: (values: NameValues) => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<NameValues>();
  return (
    <Modal
      title={title}
      open={open}
      okText={okText}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={pending}
      destroyOnHidden
    >
      {error ? (
        <Alert type="error" showIcon title={errorTitleOrMessage(error)} style={{ marginBottom: 16 }} />
      ) : null}
      <Form<NameValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={initial}
        onFinish={(values) => onSave(values)}
        preserve={false}
      >
        <Form.Item
          label="Name"
          name="name"
          rules={[{ required: true, whitespace: true, message: 'Enter a name' }]}
        >
          <Input maxLength={200} autoFocus />
        </Form.Item>
        {withDescription && (
          <Form.Item label="Description" name="description">
            <Input.TextArea maxLength={5000} autoSize={{ minRows: 2, maxRows: 6 }} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
