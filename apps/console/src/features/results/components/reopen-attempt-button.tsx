import {
  EXCEPTION_REASON_LENGTH,
  examExceptionRoutes,
  MAX_EXTRA_MINUTES,
  staffMayCall,
} from '@lms/domain/contract';
import { App, Button, Form, Input, InputNumber } from 'antd';
import { useState } from 'react';
import { FormModal } from '../../../components/form-modal';
import { useT } from '../../../lib/i18n/use-t';
import { useStaff } from '../../../lib/session';
import { useReopenAttempt } from '../api/reopen-api';

interface ReopenValues {
  minutes: number;
  reason: string;
}

/**
 * "Reopen": a student's submitted attempt goes back in progress with minutes from now, after a reason
 * and a confirmation saying what happens (the result leaves the merit list until submitted again).
 * Shown to those who schedule exams only.
 */
export function ReopenAttemptButton({
  examId,
  studentId,
  name,
  onReopened,
}: {
  examId: string;
  studentId: string;
  name: string;
  /** Called once the attempt is reopened. */
  onReopened?: () => void;
}) {
  const { t, n } = useT();
  const { modal, message } = App.useApp();
  const staff = useStaff();
  const [form] = Form.useForm<ReopenValues>();
  const [open, setOpen] = useState(false);
  const reopen = useReopenAttempt(examId, studentId);
  if (!staff || !staffMayCall(examExceptionRoutes.reopenAttempt.access, staff.roles)) return null;
  const close = () => {
    setOpen(false);
    reopen.reset();
  };
  const onFinish = (values: ReopenValues) =>
    new Promise<void>((resolve) => {
      modal.confirm({
        title: t('Reopen the attempt of {{name}}?', { name }),
        content: t(
          'The submitted attempt goes back in progress: {{name}} may answer for {{minutes}} minutes from now. The result leaves the merit list until the attempt is submitted again.',
          { name, minutes: n(values.minutes) },
        ),
        okText: t('Reopen'),
        cancelText: t('Cancel'),
        onOk: async () => {
          try {
            await reopen.mutateAsync(values);
            close();
            message.success(t('Reopened: {{name}} may answer again.', { name }));
            onReopened?.();
          } catch {
            // The form shows the failure.
          }
        },
        afterClose: resolve,
      });
    });
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('Reopen')}</Button>
      <FormModal<ReopenValues>
        title={t('Reopen the attempt of {{name}}', { name })}
        open={open}
        onClose={close}
        okText={t('Reopen')}
        form={form}
        initialValues={{ minutes: 15 }}
        onFinish={onFinish}
        pending={reopen.isPending}
        error={reopen.error}
      >
        <Form.Item
          name="minutes"
          label={t('Minutes from now')}
          rules={[{ required: true, message: t('Give the minutes') }]}
        >
          <InputNumber min={1} max={MAX_EXTRA_MINUTES} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('Reason')}
          rules={[{ required: true, min: EXCEPTION_REASON_LENGTH.min, message: t('Give a reason') }]}
        >
          <Input.TextArea rows={2} maxLength={EXCEPTION_REASON_LENGTH.max} />
        </Form.Item>
      </FormModal>
    </>
  );
}
