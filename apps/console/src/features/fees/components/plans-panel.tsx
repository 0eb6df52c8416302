import type { FeePlanView } from '@lms/domain/contract';
import { App, Button, Card, Checkbox, Flex, Form, Table, Tag } from 'antd';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { FormModal } from '../../../components/form-modal';
import { useT } from '../../../lib/i18n/use-t';
import { useCreatePlan, usePlans, useUpdatePlan } from '../api/fees-api';
import { money } from './money';
import { PlanFields, type PlanFormValues, planFormValues, planInput } from './plan-form';

const NEW_PLAN: Partial<PlanFormValues> = { admissionFee: '0', lateFeeOn: false, graceDays: 0 };

/**
 * Changes a plan in a dialog. Students admitted later get the new dues; "apply to the students admitted
 * already" replaces their dues nothing was paid on, too (the office's choice, unticked by default).
 */
function EditPlanButton({ plan }: { plan: FeePlanView }) {
  const { t } = useT();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<PlanFormValues & { applyToAdmitted: boolean }>();
  const update = useUpdatePlan();
  const close = () => {
    setOpen(false);
    update.reset();
  };
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {t('Edit')}
      </Button>
      <FormModal<PlanFormValues & { applyToAdmitted: boolean }>
        title={t('Edit fee plan {{name}}', { name: plan.name })}
        open={open}
        onClose={close}
        okText={t('Save plan')}
        form={form}
        initialValues={{ ...planFormValues(plan), applyToAdmitted: false }}
        pending={update.isPending}
        error={update.error}
        onFinish={(v) =>
          update.mutateAsync(
            { planId: plan._id, body: planInput(v, plan), applyToAdmitted: v.applyToAdmitted },
            {
              onSuccess: (applied) => {
                close();
                void message.success(
                  applied
                    ? t('Plan saved and applied to {{students}} students ({{dues}} dues changed).', {
                        students: applied.students,
                        dues: applied.duesChanged,
                      })
                    : t('Plan saved. Students admitted from now on get the new dues.'),
                );
              },
            },
          )
        }
      >
        <PlanFields />
        <Form.Item name="applyToAdmitted" valuePropName="checked">
          <Checkbox>
            {t('Also apply to students admitted already (their dues nothing was paid on are replaced)')}
          </Checkbox>
        </Form.Item>
      </FormModal>
    </>
  );
}

/** Fee plans: the list (each editable), and a form for a new one. */
export function PlansPanel() {
  const { t, language } = useT();
  const plans = usePlans();
  const create = useCreatePlan();
  const [form] = Form.useForm<PlanFormValues>();
  const submit = (v: PlanFormValues) => create.mutate(planInput(v), { onSuccess: () => form.resetFields() });
  return (
    <Flex vertical gap={16}>
      <Card size="small" title={t('New fee plan')}>
        <ErrorAlert error={create.error} />
        <Form
          form={form}
          name="newPlan"
          layout="vertical"
          onFinish={submit}
          initialValues={NEW_PLAN}
          style={{ maxWidth: 520 }}
        >
          <PlanFields />
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
          {
            title: t('Late fee'),
            dataIndex: 'lateFee',
            render: (late: FeePlanView['lateFee']) =>
              late
                ? t('{{fee}} after {{days}} days', {
                    fee: money(late.fixedPaisa, language),
                    days: late.graceDays,
                  })
                : t('None'),
          },
          { title: t('Students'), dataIndex: 'enrolled' },
          { title: t('Actions'), key: 'actions', render: (_, p) => <EditPlanButton plan={p} /> },
        ]}
      />
    </Flex>
  );
}
