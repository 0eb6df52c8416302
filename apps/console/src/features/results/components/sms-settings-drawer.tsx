import type { SmsSettings } from '@lms/domain/contract';
import { App, Button, Drawer, Flex, Form, Input, InputNumber, Select, Table, Typography } from 'antd';
import { useEffect } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useT } from '../../../lib/i18n/use-t';
import { useChangeOptOut, useOptOuts, useSaveSmsSettings, useSmsSettings } from '../api/sms-api';
import { DueRemindersFields, DueRemindersLog } from './due-reminders-settings';

const FIELDS = '{name} {roll} {exam} {marks} {total} {negative} {position} {of} {highest} {result}';

/**
 * The institute's result SMS settings: the language, the present and absent templates in Bengali and
 * English (refused by the server when one may pass the part limit), the part limit and the price per
 * part; the dues reminders (on or off, days before and after, templates) and their log; and the numbers
 * that asked not to be texted.
 */
export function SmsSettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useT();
  const { message } = App.useApp();
  const settings = useSmsSettings(open);
  const save = useSaveSmsSettings();
  const optOuts = useOptOuts(open);
  const change = useChangeOptOut();
  const [form] = Form.useForm<SmsSettings>();
  const [optOutForm] = Form.useForm<{ phone: string; note: string }>();
  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);
  const template = (lang: 'bn' | 'en', which: 'present' | 'absent', label: string) => {
    const longest = settings.data?.longest[lang][which];
    return (
      <Form.Item
        name={['templates', lang, which]}
        label={label}
        rules={[{ required: true, message: t('Write the template') }]}
        extra={longest ? t('Up to {{parts}} SMS parts with long names', { parts: longest.parts }) : undefined}
      >
        <Input.TextArea rows={3} />
      </Form.Item>
    );
  };
  return (
    <Drawer title={t('SMS settings')} open={open} onClose={onClose} size="large">
      <ErrorAlert error={settings.error ?? save.error} />
      <Form
        form={form}
        layout="vertical"
        onFinish={async (values) => {
          await save.mutateAsync(values);
          void message.success(t('SMS settings saved.'));
        }}
      >
        <Form.Item name="language" label={t('Message language')}>
          <Select
            options={[
              { value: 'bn', label: t('Bengali') },
              { value: 'en', label: t('English') },
            ]}
          />
        </Form.Item>
        <Typography.Paragraph type="secondary">
          {t('Fields you may use: {{fields}}', { fields: FIELDS })}
        </Typography.Paragraph>
        {template('bn', 'present', t('Bengali: present'))}
        {template('bn', 'absent', t('Bengali: absent'))}
        {template('en', 'present', t('English: present'))}
        {template('en', 'absent', t('English: absent'))}
        <Flex gap={16}>
          <Form.Item name="partLimit" label={t('Most SMS parts a message may take')}>
            <InputNumber min={1} max={10} precision={0} />
          </Form.Item>
          <Form.Item name="pricePerPartPaisa" label={t('Price per SMS part (paisa)')}>
            <InputNumber min={0} max={100000} precision={0} />
          </Form.Item>
        </Flex>
        <DueRemindersFields longest={settings.data?.reminderLongest} />
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('Save')}
        </Button>
      </Form>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('Numbers not to text')}
      </Typography.Title>
      <ErrorAlert error={optOuts.error ?? change.add.error ?? change.remove.error} />
      <Form
        form={optOutForm}
        layout="inline"
        onFinish={async (values) => {
          await change.add.mutateAsync({ phone: values.phone, note: values.note ?? '' });
          optOutForm.resetFields();
        }}
      >
        <Form.Item name="phone" rules={[{ required: true, message: t('Write the number') }]}>
          <Input placeholder={t('Mobile number')} aria-label={t('Mobile number')} />
        </Form.Item>
        <Form.Item name="note">
          <Input placeholder={t('Note')} aria-label={t('Note')} />
        </Form.Item>
        <Button htmlType="submit" loading={change.add.isPending}>
          {t('Stop texting')}
        </Button>
      </Form>
      <Table
        size="small"
        rowKey="phone"
        style={{ marginTop: 12 }}
        dataSource={optOuts.data ?? []}
        pagination={false}
        columns={[
          { title: t('Number'), dataIndex: 'phone' },
          { title: t('Note'), dataIndex: 'note' },
          {
            title: t('Action'),
            key: 'action',
            render: (_: unknown, row: { phone: string }) => (
              <Button size="small" onClick={() => change.remove.mutate(row.phone)}>
                {t('Text again')}
              </Button>
            ),
          },
        ]}
      />
      <DueRemindersLog open={open} />
    </Drawer>
  );
}
