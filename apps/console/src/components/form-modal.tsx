import { App, Form, type FormInstance, Modal } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { fieldErrorsOf } from '../lib/field-errors';
import { ErrorAlert } from './error-alert';
import { useSubmitGuard } from './use-submit-guard';

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
  /** Sends the form; while the promise it returns is unsettled, OK is loading and further submits are ignored. */
  onFinish: (values: T) => unknown;
  /** The call is under way. */
  pending: boolean;
  /** The last failed call, shown above the form. */
  error: unknown;
  /** Shown above the form. */
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * A form in a dialog: OK (or Enter) submits the form once at a time, the failure of the call shows above
 * it with the fields the server names marked, the form is dropped when the dialog closes.
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
  const guard = useSubmitGuard(onFinish);
  const busy = pending || guard.busy;
  useEffect(() => {
    const fields = fieldErrorsOf(error);
    // The form's values are typed, the server's field names are not: only names the form has are marked.
    if (open && fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
  }, [error, open, form]);
  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      okText={okText}
      okButtonProps={{ danger: danger ?? false, disabled: busy }}
      onOk={() => {
        if (!busy) form.submit();
      }}
      confirmLoading={busy}
      destroyOnHidden
    >
      {intro}
      <ErrorAlert error={error} />
      {open && (
        <Form<T>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={initialValues as Record<string, unknown> | undefined}
          onFinish={guard.submit}
        >
          {children}
        </Form>
      )}
    </Modal>
  );
}

/** The part of a TanStack mutation a {@link MutationModal} drives. */
export interface ModalMutation<V, R> {
  mutateAsync: (variables: V) => Promise<R>;
  reset: () => void;
  isPending: boolean;
  error: unknown;
}

/** Props of a dialog whose form runs one call. */
export interface MutationModalProps<T, V, R>
  extends Omit<FormModalProps<T>, 'form' | 'pending' | 'error' | 'onFinish'> {
  mutation: ModalMutation<V, R>;
  /** The call's input from the form's values (the values themselves when left out); undefined skips the call. */
  toInput?: (values: T) => V | undefined;
  /** The toast once the call has succeeded. */
  success: string | ((result: R) => string);
}

/**
 * A {@link FormModal} that runs one call: OK sends the form, success shows a toast and closes, a failure
 * stays in the dialog; closing forgets the last failure.
 */
export function MutationModal<T, V = T, R = unknown>({
  mutation,
  toInput,
  success,
  onClose,
  ...props
}: MutationModalProps<T, V, R>) {
  const [form] = Form.useForm<T>();
  const { message } = App.useApp();
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <FormModal<T>
      {...props}
      form={form}
      onClose={close}
      pending={mutation.isPending}
      error={mutation.error}
      onFinish={(values) => {
        const input = toInput ? toInput(values) : (values as unknown as V);
        if (input === undefined) return;
        return mutation.mutateAsync(input).then((result) => {
          message.success(typeof success === 'string' ? success : success(result));
          close();
        });
      }}
    />
  );
}
