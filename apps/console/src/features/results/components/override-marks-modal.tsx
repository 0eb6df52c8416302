import { OVERRIDE_REASON_LENGTH } from '@lms/domain';
import { Button, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { ErrorAlert } from '../../../components/error-alert';
import { useT } from '../../../lib/i18n/use-t';
import { useOverrideMarks } from '../api/results-api';

/** The answer whose marks are overridden: its question's marks and the override it has, if any. */
export interface OverrideTarget {
  questionId: string;
  total: number;
  marks: number;
  override: { marks: number; reason: string } | null | undefined;
}

/**
 * "Override marks": marks in place of the key's on one auto-marked answer, with the reason (kept in the
 * audit log); an override there is can be cleared, and the key decides again.
 */
export function OverrideMarksModal({
  examId,
  attemptId,
  target,
  onClose,
}: {
  examId: string;
  attemptId: string;
  target: OverrideTarget | null;
  onClose: () => void;
}) {
  const { t } = useT();
  const [form] = Form.useForm<{ marks: number; reason: string }>();
  const save = useOverrideMarks(examId, attemptId);
  const submit = async (body: { marks: number | null; reason?: string }) => {
    if (!target) return;
    await save.mutateAsync({ questionId: target.questionId, reason: '', ...body });
    onClose();
  };
  return (
    <Modal
      open={Boolean(target)}
      title={t('Override marks')}
      okText={t('Save')}
      cancelText={t('Cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
      footer={(buttons) => (
        <>
          {target?.override && (
            <Button type="link" danger onClick={() => void submit({ marks: null }).catch(() => undefined)}>
              {t('Clear the override')}
            </Button>
          )}
          {buttons}
        </>
      )}
    >
      <ErrorAlert error={save.error} />
      <Typography.Paragraph type="secondary">
        {t("The key's marks are replaced for this student only; later re-scores keep them.")}
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{
          marks: target?.override?.marks ?? target?.marks,
          reason: target?.override?.reason ?? '',
        }}
        onFinish={(values) => void submit(values).catch(() => undefined)}
      >
        <Form.Item
          name="marks"
          label={t('Marks (out of {{total}})', { total: target?.total ?? 0 })}
          rules={[{ required: true, message: t('Give the marks') }]}
        >
          <InputNumber step={0.25} max={target?.total} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('Reason')}
          rules={[
            {
              required: true,
              min: OVERRIDE_REASON_LENGTH.min,
              max: OVERRIDE_REASON_LENGTH.max,
              whitespace: true,
              message: t('Give a reason of 3 to 500 characters'),
            },
          ]}
        >
          <Input.TextArea rows={3} maxLength={OVERRIDE_REASON_LENGTH.max} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
