import { paisaToTaka } from '@lms/domain';
import type { NoticeSmsPreview } from '@lms/domain/contract';
import { Alert, Descriptions, Flex } from 'antd';
import { SmsSample } from '../../../components/sms-sample';
import { useT } from '../../../lib/i18n/use-t';

/**
 * A notice's SMS before sending: the text a real recipient would get with its parts, the messages,
 * parts and estimated cost, those left out, and a refusal when the text passes the part limit.
 */
export function NoticeSmsPreviewFacts({ preview }: { preview: NoticeSmsPreview }) {
  const { t, n } = useT();
  return (
    <Flex vertical gap={8} aria-label={t('SMS preview')}>
      {preview.sample && (
        <SmsSample
          title={t('Message to {{name}}', { name: preview.sample.studentName })}
          sample={preview.sample}
        />
      )}
      {preview.tooLong ? (
        <Alert
          type="error"
          showIcon
          title={t(
            'Too long for SMS: the limit is {{limit}} parts. Shorten the notice or send it without SMS.',
            {
              limit: n(String(preview.partLimit)),
            },
          )}
        />
      ) : (
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label={t('Messages')}>{n(String(preview.messages))}</Descriptions.Item>
          <Descriptions.Item label={t('SMS parts')}>{n(String(preview.parts))}</Descriptions.Item>
          <Descriptions.Item label={t('Estimated cost')}>
            {t('Tk {{amount}}', { amount: n(paisaToTaka(preview.costPaisa)) })}
          </Descriptions.Item>
        </Descriptions>
      )}
      {preview.optedOut + preview.withoutNumber > 0 ? (
        <Alert
          type="info"
          showIcon
          title={t('Not texted: {{optedOut}} opted out, {{withoutNumber}} without a mobile number.', {
            optedOut: n(String(preview.optedOut)),
            withoutNumber: n(String(preview.withoutNumber)),
          })}
        />
      ) : null}
    </Flex>
  );
}
