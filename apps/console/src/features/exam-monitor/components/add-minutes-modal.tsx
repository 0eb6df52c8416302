import { Form, InputNumber, Select } from 'antd';
import { FormModal } from '../../../components/form-modal';
import { useT } from '../../../lib/i18n/use-t';
import { useExtendTime } from '../api/monitor-api';

/** Whom the minutes go to: one student, or everyone (optionally one group). */
export type MinutesTarget = { studentId: string; name: string } | { everyone: true };

interface Values {
  minutes: number;
  groupId?: string;
}

/** Adds minutes to one student's attempt, or to every attempt in progress (of one group, or all). */
export function AddMinutesModal({
  examId,
  target,
  groups,
  onClose,
  onDone,
}: {
  examId: string;
  target: MinutesTarget | null;
  groups: { groupId: string; name: string }[];
  onClose: () => void;
  onDone: (extended: number, minutes: number) => void;
}) {
  const { t } = useT();
  const [form] = Form.useForm<Values>();
  const extend = useExtendTime(examId);
  const one = target && 'studentId' in target ? target : null;
  return (
    <FormModal<Values>
      title={
        one
          ? t('Add minutes for {{name}}', { name: one.name })
          : t('Add minutes for everyone sitting the exam')
      }
      open={target !== null}
      onClose={() => {
        extend.reset();
        onClose();
      }}
      okText={t('Add minutes')}
      form={form}
      initialValues={{ minutes: 5 }}
      pending={extend.isPending}
      error={extend.error}
      intro={
        <p>{t("Students who have submitted keep their time. The student's countdown grows at once.")}</p>
      }
      onFinish={(values) =>
        extend
          .mutateAsync({
            minutes: values.minutes,
            ...(one ? { studentId: one.studentId } : { groupId: values.groupId }),
          })
          .then((report) => {
            onDone(report.extended, report.minutes);
            onClose();
          })
      }
    >
      <Form.Item
        label={t('Minutes')}
        name="minutes"
        rules={[{ required: true, type: 'integer', min: 1, max: 180, message: t('From 1 to 180 minutes') }]}
      >
        <InputNumber min={1} max={180} precision={0} style={{ width: 120 }} />
      </Form.Item>
      {one ? null : (
        <Form.Item label={t('Group')} name="groupId" extra={t('Leave empty for every group.')}>
          <Select
            aria-label={t('Group to give minutes')}
            allowClear
            placeholder={t('Every group')}
            options={groups.map((g) => ({ value: g.groupId, label: g.name }))}
          />
        </Form.Item>
      )}
    </FormModal>
  );
}
