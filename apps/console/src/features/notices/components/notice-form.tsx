import { Alert, App, Button, Card, Flex, Form, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { counted } from '../../../components/count-text';
import { useSubmitGuard } from '../../../components/use-submit-guard';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/use-t';
import { useNoticeGroups, useSendNotice } from '../api/use-notices';

interface Values {
  groupIds: string[];
  title?: string;
  message: string;
}

/**
 * Writes a notice to one or more groups, showing how many members each has; signed-in students get it
 * at once, the others find it in their notifications.
 */
export function NoticeForm() {
  const { t } = useT();
  const [form] = Form.useForm<Values>();
  const { modal } = App.useApp();
  const groups = useNoticeGroups();
  const send = useSendNotice();
  const [result, setResult] = useState<string | null>(null);
  const chosen = Form.useWatch('groupIds', form) ?? [];
  const members = new Map(groups.data?.map((g) => [g._id, g]));
  const reach = chosen.reduce((sum, id) => sum + (members.get(id)?.members ?? 0), 0);
  const names = chosen.map((id) => members.get(id)?.name ?? '').join(', ');

  // One confirmation at a time: a second Send while it is open (or the notice is going) is ignored.
  const submit = (values: Values) =>
    new Promise<void>((closed) => {
      modal.confirm({
        afterClose: closed,
        title: t('Send this notice?'),
        content: t(
          'It goes to {{groups}} ({{names}}): up to {{students}}. A sent notice cannot be recalled.',
          {
            groups: counted(t, 'group', chosen.length),
            names,
            students: counted(t, 'student', reach),
          },
        ),
        okText: t('Send notice'),
        onOk: async () => {
          setResult(null);
          const sent = await send.mutateAsync({
            groupIds: values.groupIds,
            message: values.message,
            ...(values.title?.trim() ? { title: values.title.trim() } : {}),
          });
          setResult(
            sent.recipients > 0
              ? t('Sent to {{students}}.', { students: counted(t, 'student', sent.recipients) })
              : t('Nobody is in these groups: the notice was not sent.'),
          );
          form.resetFields();
        },
      });
    });
  const sending = useSubmitGuard(submit);

  return (
    <Card title={t('Write a notice')} size="small">
      <Form form={form} layout="vertical" onFinish={sending.submit} requiredMark="optional">
        <Form.Item
          name="groupIds"
          label={t('Groups')}
          rules={[{ required: true, message: t('Choose at least one group') }]}
          extra={
            chosen.length > 0
              ? t('Reaches up to {{students}} (members of several groups get it once).', {
                  students: counted(t, 'student', reach),
                })
              : undefined
          }
        >
          <Select
            mode="multiple"
            aria-label={t('Groups')}
            placeholder={t('Choose groups')}
            loading={groups.isLoading}
            showSearch={{ optionFilterProp: 'label' }}
            options={groups.data?.map((g) => ({
              value: g._id,
              label: `${g.name} (${counted(t, 'member', g.members)})`,
            }))}
          />
        </Form.Item>
        <Form.Item name="title" label={t('Heading')} rules={[{ max: 200 }]}>
          <Input aria-label={t('Heading')} maxLength={200} />
        </Form.Item>
        <Form.Item
          name="message"
          label={t('Notice')}
          rules={[
            { required: true, whitespace: true, message: t('Write the notice') },
            { max: 2000, message: t('At most 2000 characters') },
          ]}
        >
          <Input.TextArea
            aria-label={t('Notice')}
            autoSize={{ minRows: 3, maxRows: 8 }}
            maxLength={2000}
            showCount
          />
        </Form.Item>
        {send.error && (
          <Alert
            type="error"
            showIcon
            title={t('Not sent: {{reason}}', { reason: errorText(send.error) })}
            style={{ marginBottom: 16 }}
          />
        )}
        {result && (
          <Alert type="success" showIcon title={result} style={{ marginBottom: 16 }} role="status" />
        )}
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Text type="secondary">{t('Signed-in students see it at once.')}</Typography.Text>
          <Button type="primary" htmlType="submit" loading={send.isPending} disabled={sending.busy}>
            {t('Send')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
