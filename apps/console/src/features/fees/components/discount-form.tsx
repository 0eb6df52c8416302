import { parseTaka } from '@lms/domain';
import { Button, Form, Input, Select } from 'antd';
import { ErrorAlert } from '../../../components/error-alert';
import { useT } from '../../../lib/i18n/use-t';
import { useGiveDiscount } from '../api/fees-api';

interface DiscountForm {
  courseId: string;
  kind: 'fixed' | 'percent';
  value: string;
  reason: string;
}

/** Percent text (`10`, `12.5`) as basis points, by its digits; null when it is not 0.01 to 100. */
function basisPoints(text: string): number | null {
  const paisaLike = parseTaka(text);
  return paisaLike !== null && paisaLike > 0 && paisaLike <= 10_000 ? paisaLike : null;
}

/** A discount or waiver for the student on one of their courses: a fixed amount in taka or a percentage, with a reason. */
export function DiscountForm({
  studentId,
  courses,
}: {
  studentId: string;
  courses: { _id: string; name: string }[];
}) {
  const { t } = useT();
  const [form] = Form.useForm<DiscountForm>();
  const give = useGiveDiscount(studentId);
  const kind = Form.useWatch('kind', form) ?? 'fixed';
  const submit = (v: DiscountForm) =>
    give.mutate(
      v.kind === 'fixed'
        ? { courseId: v.courseId, kind: 'fixed', amountPaisa: parseTaka(v.value) ?? 0, reason: v.reason }
        : { courseId: v.courseId, kind: 'percent', basisPoints: basisPoints(v.value) ?? 0, reason: v.reason },
      { onSuccess: () => form.resetFields(['value', 'reason']) },
    );
  const valid = async (_: unknown, value?: string) => {
    const ok =
      kind === 'fixed'
        ? (parseTaka(String(value ?? '')) ?? 0) > 0
        : basisPoints(String(value ?? '')) !== null;
    if (!ok)
      throw new Error(
        kind === 'fixed' ? t('Enter an amount above zero') : t('Enter a percentage from 0.01 to 100'),
      );
  };
  return (
    <Form
      form={form}
      layout="inline"
      aria-label={t('Give a discount')}
      initialValues={{ kind: 'fixed', courseId: courses[0]?._id }}
      onFinish={submit}
    >
      <ErrorAlert error={give.error} style={{ width: '100%' }} />
      <Form.Item
        name="courseId"
        label={t('Course')}
        rules={[{ required: true, message: t('Choose a course') }]}
      >
        <Select style={{ width: 180 }} options={courses.map((c) => ({ value: c._id, label: c.name }))} />
      </Form.Item>
      <Form.Item name="kind" label={t('Kind')}>
        <Select
          style={{ width: 140 }}
          options={[
            { value: 'fixed', label: t('Amount (Tk)') },
            { value: 'percent', label: t('Percentage') },
          ]}
        />
      </Form.Item>
      <Form.Item name="value" label={t('Discount')} rules={[{ validator: valid }]}>
        <Input inputMode="decimal" style={{ width: 100 }} />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('Reason')}
        rules={[{ required: true, message: t('Enter the reason') }]}
      >
        <Input placeholder={t('Sibling, merit, scholarship …')} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item>
        <Button htmlType="submit" loading={give.isPending}>
          {t('Give discount')}
        </Button>
      </Form.Item>
    </Form>
  );
}
