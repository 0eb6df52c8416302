import type { NoticeSmsPreview, SmsAudience } from '@lms/domain/contract';
import { Alert, App, Button, Card, Flex, Form, Input, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { counted } from '../../../components/count-text';
import { ErrorAlert } from '../../../components/error-alert';
import { FieldPreview, RichTextHint } from '../../../components/rich-text-preview';
import { useSubmitGuard } from '../../../components/use-submit-guard';
import { errorText } from '../../../lib/error-text';
import { formatWhen } from '../../../lib/format-when';
import { useT } from '../../../lib/i18n/use-t';
import { previewNoticeSms, useNoticeGroups, useSendNotice } from '../api/use-notices';
import { NoticeSmsPreviewFacts } from './notice-sms-preview';

interface Values {
  groupIds: string[];
  title?: string;
  message: string;
  sms: SmsAudience;
  /** `datetime-local` (the device's zone); empty sends it now. */
  sendAt?: string;
}

/**
 * Writes a notice to one or more groups, showing how many members each has; signed-in students get it
 * at once, the others find it in their notifications. It may go by SMS too (to the students, their
 * guardians or both): the confirmation then shows the SMS preview (a real recipient's text, messages,
 * parts and cost), and a text past the part limit cannot be sent.
 */
export function NoticeForm() {
  const { t, n: format } = useT();
  const [form] = Form.useForm<Values>();
  const { modal } = App.useApp();
  const groups = useNoticeGroups();
  const send = useSendNotice();
  const [result, setResult] = useState<string | null>(null);
  const chosen = Form.useWatch('groupIds', form) ?? [];
  const members = new Map(groups.data?.map((g) => [g._id, g]));
  const reach = chosen.reduce((sum, id) => sum + (members.get(id)?.members ?? 0), 0);
  const names = chosen.map((id) => members.get(id)?.name ?? '').join(', ');
  const later = Boolean(Form.useWatch('sendAt', form));

  const [previewError, setPreviewError] = useState<unknown>(null);
  const smsOptions = [
    { value: 'none', label: t('No SMS') },
    { value: 'students', label: t('Students') },
    { value: 'guardians', label: t('Guardians') },
    { value: 'both', label: t('Students and guardians') },
  ];

  // One confirmation at a time: a second Send while it is open (or the notice is going) is ignored.
  const submit = async (values: Values) => {
    const sendAt = values.sendAt ? new Date(values.sendAt).toISOString() : undefined;
    const body = {
      groupIds: values.groupIds,
      message: values.message,
      sms: sendAt ? ('none' as const) : (values.sms ?? 'none'),
      ...(values.title?.trim() ? { title: values.title.trim() } : {}),
      ...(sendAt ? { sendAt } : {}),
    };
    setPreviewError(null);
    let preview: NoticeSmsPreview | null = null;
    if (body.sms !== 'none') {
      try {
        preview = await previewNoticeSms(body);
      } catch (err) {
        setPreviewError(err);
        return;
      }
    }
    await new Promise<void>((closed) => {
      modal.confirm({
        afterClose: closed,
        width: preview ? 560 : undefined,
        title: sendAt ? t('Schedule this notice?') : t('Send this notice?'),
        content: (
          <Flex vertical gap={12}>
            {sendAt
              ? t(
                  'It goes at {{when}} to the members of {{groups}} ({{names}}) at that time. Until then you can edit or recall it in the list below.',
                  {
                    when: format(formatWhen.dayTime(sendAt)),
                    groups: counted(t, 'group', chosen.length),
                    names,
                  },
                )
              : t(
                  'It goes to {{groups}} ({{names}}): up to {{students}}. You can edit or recall it afterwards.',
                  {
                    groups: counted(t, 'group', chosen.length),
                    names,
                    students: counted(t, 'student', reach),
                  },
                )}
            {preview && <NoticeSmsPreviewFacts preview={preview} />}
          </Flex>
        ),
        okText: sendAt ? t('Schedule notice') : preview ? t('Send notice and SMS') : t('Send notice'),
        okButtonProps: { disabled: preview?.tooLong === true },
        onOk: async () => {
          setResult(null);
          const sent = await send.mutateAsync(body);
          setResult(
            sent.scheduledFor
              ? t('Scheduled for {{when}}.', { when: format(formatWhen.dayTime(sent.scheduledFor)) })
              : sent.recipients === 0
                ? t('Nobody is in these groups: the notice was not sent.')
                : sent.sms
                  ? t('Sent to {{students}}; {{count}} SMS queued.', {
                      students: counted(t, 'student', sent.recipients),
                      count: sent.sms.queued,
                    })
                  : t('Sent to {{students}}.', { students: counted(t, 'student', sent.recipients) }),
          );
          form.resetFields();
        },
      });
    });
  };
  const sending = useSubmitGuard(submit);

  return (
    <Card title={t('Write a notice')} size="small">
      <Form
        form={form}
        layout="vertical"
        onFinish={sending.submit}
        requiredMark="optional"
        initialValues={{ sms: 'none' }}
      >
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
          extra={<RichTextHint />}
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
        <FieldPreview name="message" label={t('Notice as students see it')} style={{ marginBottom: 16 }} />
        <Form.Item
          name="sms"
          label={t('Also by SMS')}
          extra={t(
            'The heading and the notice, to each student and/or guardian once; you see the cost before sending.',
          )}
        >
          <Radio.Group aria-label={t('Also by SMS')} options={smsOptions} disabled={later} />
        </Form.Item>
        <Form.Item
          name="sendAt"
          label={t('Send at')}
          htmlFor="notice-send-at"
          extra={t(
            'Empty: now. At a later time it goes to whoever is in the groups then, without SMS (send its SMS from the list once it is out).',
          )}
          rules={[
            {
              validator: (_, value?: string) =>
                !value || new Date(value).getTime() > Date.now()
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('Choose a time in the future'))),
            },
          ]}
        >
          <Input id="notice-send-at" type="datetime-local" step={1} style={{ maxWidth: 260 }} />
        </Form.Item>
        <ErrorAlert error={previewError} describe={(reason) => t('No SMS preview: {{reason}}', { reason })} />
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
            {later ? t('Schedule') : t('Send')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
