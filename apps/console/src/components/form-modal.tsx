import { errorTitleOrMessage } from '@lms/domain/client';
import { Alert, Form, type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';

/** Props of a form in a dialog. */
export interface FormModalProps<T> {
  title: string;
  open: boolean;
  /** Closes the dialog (Cancel, the close button). */
  onClose: () => void;
  okText: string;
  /** Makes the OK button red (an action that takes something away). */
  danger?: boolean;
  form: FormInstance<T>;
  initialValues?: Partial<T>;
  onFinish: (values: T) => void;
  /** The call is under way. */
  pending: boolean;
  /** The last failed call, shown above the form. */
  error: unknown;
  /** Shown above the form. */
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * A form in a dialog: OK submits the form, the failure of the call shows above it, the form is dropped
 * when the dialog closes.
 */
export function FormModal<T>({
  title,
  open,
  onClose,
  okText,
  danger,
  form,
  initialValues,
  onFinish,
  pending,
  error,
  intro,
  children,
}: FormModalProps<T>) {
  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      okText={okText}
      okButtonProps={{ danger: danger ?? false }}
      onOk={() => form.submit()}
      confirmLoading={pending}
      destroyOnHidden
    >
      {intro}
      {error ? (
        <Alert type="error" showIcon title={errorTitleOrMessage(error)} style={{ marginBottom: 16 }} />
      ) : null}
      {open && (
        <Form<T>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={initialValues as Record<string, unknown> | undefined}
          onFinish={onFinish}
        >
          {children}
        </Form>
      )}
    </Modal>
  );
}
