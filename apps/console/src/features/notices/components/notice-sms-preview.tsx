import type { NoticeSmsPreview } from '@lms/domain/contract';
import { Alert, Flex } from 'antd';
import { SmsSample } from '../../../components/sms-sample';
import { SmsSendFigures } from '../../../components/sms-send-figures';
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
        <SmsSendFigures figures={preview} />
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
