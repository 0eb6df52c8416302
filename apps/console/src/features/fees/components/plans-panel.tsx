import { parseTaka } from '@lms/domain';
import type { FeePlanView } from '@lms/domain/contract';
import { Button, Card, Flex, Form, Input, Select, Table, Tag } from 'antd';
import { ErrorAlert } from '../../../components/error-alert';
import { useT } from '../../../lib/i18n/use-t';
import { useCourseChoices, useCreatePlan, usePlans } from '../api/fees-api';
import { money } from './money';

interface PlanForm {
  name: string;
  courseId: string;
  admissionFee: string;
  courseFee: string;
  /** Days after admission of each instalment, e.g. "0, 30, 60" (empty: one payment). */
  instalmentDays?: string;
}

const days = (text?: string) =>
  (text ?? '')
    .split(/[,\s]+/)
    .filter(Boolean)
    .map(Number);

/** Fee plans: the list, and a form for a new one (admission fee, course fee, instalments by days after admission). */
export function PlansPanel() {
  const { t, language } = useT();
  const plans = usePlans();
  const courses = useCourseChoices();
  const create = useCreatePlan();
  const [form] = Form.useForm<PlanForm>();
  const taka = {
    validator: async (_: unknown, v?: string) => {
      if (parseTaka(String(v ?? '')) === null) throw new Error(t('Enter an amount in taka'));
    },
  };
  const submit = (v: PlanForm) =>
    create.mutate(
      {
        name: v.name,
        courseId: v.courseId,
        admissionFeePaisa: parseTaka(v.admissionFee) ?? 0,
        courseFeePaisa: parseTaka(v.courseFee) ?? 0,
        instalments: days(v.instalmentDays).map((d) => ({ dueAfterDays: d })),
        lateFee: null,
        active: true,
      },
      { onSuccess: () => form.resetFields() },
    );
  return (
    <Flex vertical gap={16}>
      <Card size="small" title={t('New fee plan')}>
        <ErrorAlert error={create.error} />
        <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 520 }}>
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
          <Form.Item name="admissionFee" label={t('Admission fee (Tk)')} rules={[taka]} initialValue="0">
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
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t('Create plan')}
          </Button>
        </Form>
      </Card>
      <ErrorAlert error={plans.error} />
      <Table<FeePlanView>
        size="small"
        rowKey="_id"
        loading={plans.isPending}
        dataSource={plans.data}
        pagination={false}
        caption={t('Fee plans')}
        columns={[
          {
            title: t('Name'),
            dataIndex: 'name',
            render: (name: string, p) => (
              <>
                {name} {!p.active && <Tag>{t('Inactive')}</Tag>}
              </>
            ),
          },
          { title: t('Course'), dataIndex: 'courseName' },
          {
            title: t('Admission fee'),
            dataIndex: 'admissionFeePaisa',
            render: (p: number) => money(p, language),
          },
          { title: t('Course fee'), dataIndex: 'courseFeePaisa', render: (p: number) => money(p, language) },
          {
            title: t('Instalments'),
            dataIndex: 'instalments',
            render: (i: unknown[]) => i.length || t('One payment'),
          },
          { title: t('Students'), dataIndex: 'enrolled' },
        ]}
      />
    </Flex>
  );
}
