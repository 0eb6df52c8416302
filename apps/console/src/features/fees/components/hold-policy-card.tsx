import type { HoldPolicyInput } from '@lms/domain/contract';
import { App, Button, Card, Form, Input, InputNumber, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useT } from '../../../lib/i18n/use-t';
import { useStaff } from '../../../lib/session';
import { useHoldPolicy, useSetHoldPolicy } from '../api/fees-api';

/** The hold policy: whether content and exams wait while a due is long overdue, and what students read (admin sets it). */
export function HoldPolicyCard() {
  const { t } = useT();
  const { message } = App.useApp();
  const isAdmin = useStaff()?.roles.includes('admin') ?? false;
  const policy = useHoldPolicy();
  const save = useSetHoldPolicy();
  const [form] = Form.useForm<HoldPolicyInput>();
  useEffect(() => {
    if (policy.data) form.setFieldsValue(policy.data);
  }, [policy.data, form]);
  return (
    <Card size="small" title={t('Hold for overdue fees')}>
      <ErrorAlert error={policy.error ?? save.error} />
      <Typography.Paragraph type="secondary">
        {t(
          "While a student's fee is overdue by more than the days below, their lessons and exams are on hold and they read this message.",
        )}
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        disabled={!isAdmin}
        style={{ maxWidth: 520 }}
        onFinish={(v) => save.mutate(v, { onSuccess: () => message.success(t('Saved')) })}
      >
        <Form.Item name="enabled" label={t('Hold content and exams')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="overdueDays" label={t('Overdue by more than (days)')}>
          <InputNumber min={0} max={365} />
        </Form.Item>
        <Form.Item
          name="message"
          label={t('Message (English)')}
          rules={[{ required: true, message: t('Enter the message') }]}
        >
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item
          name="messageBn"
          label={t('Message (Bengali)')}
          rules={[{ required: true, message: t('Enter the message') }]}
        >
          <Input.TextArea rows={2} />
        </Form.Item>
        {isAdmin ? (
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('Save')}
          </Button>
        ) : (
          <Typography.Text type="secondary">{t('Only an admin can change this.')}</Typography.Text>
        )}
      </Form>
    </Card>
  );
}
