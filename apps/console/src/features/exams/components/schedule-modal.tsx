import type { StaffExamView } from '@lms/domain/contract';
import { Checkbox, Form, Input, InputNumber, Select, Space } from 'antd';
import { FormModal } from '../../../components/form-modal';
import { useT } from '../../../lib/i18n/use-t';
import { localInput } from '../../../lib/local-input';

type Assignment = StaffExamView['assignments'][number];

/** The schedule form's fields. */
export interface ScheduleValues {
  groupId: string;
  startsAt: string;
  endsAt?: string;
  duration: number;
  multipleTimesSubmission: boolean;
  cutMarks?: number | null;
  hsc?: number | null;
  ssc?: number | null;
}

/** The form's values as the server takes a schedule. */
export function scheduleBody(values: ScheduleValues, isPractice: boolean) {
  const gpa = values.hsc || values.ssc ? { hsc: values.hsc ?? 0, ssc: values.ssc ?? 0 } : null;
  return {
    startsAt: new Date(values.startsAt).toISOString(),
    endsAt: isPractice || !values.endsAt ? null : new Date(values.endsAt).toISOString(),
    duration: values.duration,
    multipleTimesSubmission: values.multipleTimesSubmission,
    cutMarks: values.cutMarks ?? null,
    gpaFactor: gpa,
  };
}

/** The form's starting values: a stored schedule, or one that opens in an hour for two. */
export function scheduleInitial(a: Assignment | null): Partial<ScheduleValues> {
  if (a)
    return {
      groupId: a.groupId,
      startsAt: localInput(a.startsAt),
      ...(a.endsAt ? { endsAt: localInput(a.endsAt) } : {}),
      duration: a.duration,
      multipleTimesSubmission: a.multipleTimesSubmission,
      cutMarks: a.cutMarks,
      hsc: a.gpaFactor?.hsc ?? null,
      ssc: a.gpaFactor?.ssc ?? null,
    };
  const start = new Date(Date.now() + 60 * 60_000);
  start.setMinutes(0, 0, 0);
  return {
    startsAt: localInput(start),
    endsAt: localInput(new Date(start.getTime() + 2 * 60 * 60_000)),
    duration: 60,
    multipleTimesSubmission: true,
  };
}

/**
 * The schedule of the exam in one group: the window (a practice exam has no end), minutes per
 * student, whether answers may be changed, cut marks and GPA factors.
 */
export function ScheduleModal({
  open,
  editing,
  isPractice,
  groups,
  form,
  onClose,
  onFinish,
  pending,
  error,
}: {
  open: boolean;
  editing: Assignment | null;
  isPractice: boolean;
  groups: { value: string; label: string }[];
  form: ReturnType<typeof Form.useForm<ScheduleValues>>[0];
  onClose: () => void;
  onFinish: (values: ScheduleValues) => unknown;
  pending: boolean;
  error: unknown;
}) {
  const { t } = useT();
  return (
    <FormModal<ScheduleValues>
      title={editing ? t('Change the schedule') : t('Give the exam to a group')}
      open={open}
      onClose={onClose}
      okText={editing ? t('Save schedule') : t('Give to group')}
      form={form}
      initialValues={scheduleInitial(editing)}
      onFinish={onFinish}
      pending={pending}
      error={error}
    >
      <Form.Item label={t('Group')} name="groupId" rules={[{ required: true, message: t('Choose a group') }]}>
        <Select disabled={editing !== null} showSearch={{ optionFilterProp: 'label' }} options={groups} />
      </Form.Item>
      <Form.Item
        label={t('Opens')}
        name="startsAt"
        rules={[{ required: true, message: t('When does it open?') }]}
      >
        <Input type="datetime-local" />
      </Form.Item>
      {isPractice ? null : (
        <Form.Item
          label={t('Closes')}
          name="endsAt"
          dependencies={['startsAt']}
          rules={[
            { required: true, message: t('A live exam needs a closing time') },
            ({ getFieldValue }) => ({
              validator: (_, value?: string) =>
                !value || !getFieldValue('startsAt') || new Date(value) > new Date(getFieldValue('startsAt'))
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('It must close after it opens'))),
            }),
          ]}
        >
          <Input type="datetime-local" />
        </Form.Item>
      )}
      <Form.Item
        label={t('Duration (minutes per student)')}
        name="duration"
        rules={[{ required: true, message: t('How long?') }]}
      >
        <InputNumber min={1} max={1440} />
      </Form.Item>
      <Form.Item name="multipleTimesSubmission" valuePropName="checked">
        <Checkbox>{t('Students may change an answer once given')}</Checkbox>
      </Form.Item>
      <Form.Item
        label={t('Cut marks')}
        name="cutMarks"
        extra={t('Marks taken off every result in this group.')}
      >
        <InputNumber min={0} max={10000} />
      </Form.Item>
      <Form.Item
        label={<span id="schedule-gpa-factors-label">{t('GPA factors')}</span>}
        extra={t('Marks added per SSC and HSC GPA point (admission tests).')}
      >
        {/* Two inputs under one label: the label names their group, each input its own factor. */}
        <Space role="group" aria-labelledby="schedule-gpa-factors-label">
          <Form.Item name="ssc" noStyle>
            <InputNumber aria-label={t('SSC factor')} min={0} max={100} addonBefore={t('SSC')} />
          </Form.Item>
          <Form.Item name="hsc" noStyle>
            <InputNumber aria-label={t('HSC factor')} min={0} max={100} addonBefore={t('HSC')} />
          </Form.Item>
        </Space>
      </Form.Item>
    </FormModal>
  );
}
