import type { ResultSmsPreview } from '@lms/domain/contract';
import { Alert, Flex } from 'antd';
import { SmsSample } from '../../../components/sms-sample';
import { SmsSendFigures } from '../../../components/sms-send-figures';
import { useT } from '../../../lib/i18n/use-t';

type Preview = ResultSmsPreview;

/**
 * A result SMS preview: the message a present and an absent student would get (their real values) with
 * its parts, and the messages, parts and estimated cost of the send, with those left out.
 */
export function SmsPreviewFacts({ preview }: { preview: Preview }) {
  const { t, n } = useT();
  return (
    <Flex vertical gap={8} aria-label={t('SMS preview')}>
      {preview.present && (
        <SmsSample
          title={t('Message to {{name}}', { name: preview.present.studentName })}
          sample={preview.present}
        />
      )}
      {preview.absent && (
        <SmsSample
          title={t('Absent message to {{name}}', { name: preview.absent.studentName })}
          sample={preview.absent}
        />
      )}
      <SmsSendFigures figures={preview} />
      {preview.optedOut + preview.withoutNumber + preview.tooLong + preview.alreadySent > 0 ? (
        <Alert
          type="info"
          showIcon
          title={t(
            'Not sent: {{optedOut}} opted out, {{withoutNumber}} without a mobile number, {{tooLong}} too long, {{alreadySent}} already sent.',
            {
              optedOut: n(String(preview.optedOut)),
              withoutNumber: n(String(preview.withoutNumber)),
              tooLong: n(String(preview.tooLong)),
              alreadySent: n(String(preview.alreadySent)),
            },
          )}
        />
      ) : null}
    </Flex>
  );
}
