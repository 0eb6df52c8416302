import { parseTaka, takaDecimal } from '@lms/domain';
import type { FeePlanInput, FeePlanView } from '@lms/domain/contract';
import { Checkbox, Flex, Form, Input, InputNumber, Select } from 'antd';
import { useT } from '../../../lib/i18n/use-t';
import { useCourseChoices } from '../api/fees-api';

/** A plan as its form holds it (taka as typed text). */
export interface PlanFormValues {
  name: string;
  courseId: string;
  admissionFee: string;
  courseFee: string;
  /** Days after admission of each instalment, e.g. "0, 30, 60" (empty: one payment). */
  instalmentDays?: string;
  lateFeeOn: boolean;
  graceDays?: number;
  lateFixed?: string;
  latePerDay?: string;
  lateCap?: string;
}

const days = (text?: string) =>
  (text ?? '')
    .split(/[,\s]+/)
    .filter(Boolean)
    .map(Number);

const daysText = (plan: FeePlanView) => plan.instalments.map((i) => i.dueAfterDays ?? 0).join(', ');

/** A plan's values for its form (editing it). */
export function planFormValues(plan: FeePlanView): PlanFormValues {
  const late = plan.lateFee;
  return {
    name: plan.name,
    courseId: plan.courseId,
    admissionFee: takaDecimal(plan.admissionFeePaisa),
    courseFee: takaDecimal(plan.courseFeePaisa),
    instalmentDays: daysText(plan),
    lateFeeOn: late !== null,
    graceDays: late?.graceDays ?? 0,
    lateFixed: takaDecimal(late?.fixedPaisa ?? 0),
    latePerDay: takaDecimal(late?.perDayPaisa ?? 0),
    lateCap: takaDecimal(late?.capPaisa ?? 0),
  };
}

/**
 * The form's values as the API takes a plan. Editing, the plan's own instalments (their labels, fixed
 * days and amounts) are kept unless the days were changed.
 */
export function planInput(v: PlanFormValues, editing?: FeePlanView): FeePlanInput {
  const keepInstalments = editing && (v.instalmentDays ?? '') === daysText(editing);
  return {
    name: v.name,
    courseId: v.courseId,
    ...(editing ? { branchId: editing.branchId, groupId: editing.groupId } : {}),
    admissionFeePaisa: parseTaka(v.admissionFee) ?? 0,
    courseFeePaisa: parseTaka(v.courseFee) ?? 0,
    instalments: keepInstalments
      ? editing.instalments
      : days(v.instalmentDays).map((d) => ({ dueAfterDays: d })),
    lateFee: v.lateFeeOn
      ? {
          graceDays: v.graceDays ?? 0,
          fixedPaisa: parseTaka(v.lateFixed ?? '') ?? 0,
          perDayPaisa: parseTaka(v.latePerDay ?? '') ?? 0,
          capPaisa: parseTaka(v.lateCap ?? '') ?? 0,
        }
      : null,
    active: editing?.active ?? true,
  };
}

/** The fields of a plan: name, course, fees, instalments by days after admission, and its late fee. */
export function PlanFields() {
  const { t } = useT();
  const courses = useCourseChoices();
  const lateFeeOn = Form.useWatch<boolean>('lateFeeOn');
  const taka = {
    validator: async (_: unknown, v?: string) => {
      if (parseTaka(String(v ?? '')) === null) throw new Error(t('Enter an amount in taka'));
    },
  };
  return (
    <>
      <Form.Item name="name" label={t('Name')} rules={[{ required: true, message: t('Enter a name') }]}>
        <Input />
      </Form.Item>
      <Form.Item
        name="courseId"
        label={t('Course')}
        rules={[{ required: true, message: t('Choose a course') }]}
      >
        <Select
          loading={courses.isPending}
          options={courses.data?.map((c) => ({ value: c._id, label: c.name }))}
        />
      </Form.Item>
      <Form.Item name="admissionFee" label={t('Admission fee (Tk)')} rules={[taka]}>
        <Input inputMode="decimal" />
      </Form.Item>
      <Form.Item name="courseFee" label={t('Course fee (Tk)')} rules={[taka]}>
        <Input inputMode="decimal" />
      </Form.Item>
      <Form.Item
        name="instalmentDays"
        label={t('Instalments: days after admission, e.g. 0, 30, 60 (empty: one payment)')}
        rules={[{ pattern: /^[\d,\s]*$/, message: t('Whole numbers of days, separated by commas') }]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="lateFeeOn" valuePropName="checked">
        <Checkbox>{t('Charge a late fee on overdue dues')}</Checkbox>
      </Form.Item>
      {lateFeeOn && (
        <Flex wrap gap={12}>
          <Form.Item name="graceDays" label={t('Grace days')}>
            <InputNumber min={0} max={365} precision={0} />
          </Form.Item>
          <Form.Item name="lateFixed" label={t('Late fee (Tk)')} rules={[taka]}>
            <Input inputMode="decimal" style={{ width: 110 }} />
          </Form.Item>
          <Form.Item name="latePerDay" label={t('Per further day (Tk)')} rules={[taka]}>
            <Input inputMode="decimal" style={{ width: 110 }} />
          </Form.Item>
          <Form.Item name="lateCap" label={t('At most (Tk, 0: no cap)')} rules={[taka]}>
            <Input inputMode="decimal" style={{ width: 110 }} />
          </Form.Item>
        </Flex>
      )}
    </>
  );
}
