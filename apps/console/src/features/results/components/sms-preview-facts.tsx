import { paisaToTaka } from '@lms/domain';
import type { ResultSmsPreview } from '@lms/domain/contract';
import { Alert, Descriptions, Flex, Typography } from 'antd';
import { useT } from '../../../lib/i18n/use-t';

type Preview = ResultSmsPreview;

/**
 * A result SMS preview: the message a present and an absent student would get (their real values) with
 * its parts, and the messages, parts and estimated cost of the send, with those left out.
 */
export function SmsPreviewFacts({ preview }: { preview: Preview }) {
  const { t, n } = useT();
  const sample = (title: string, s: NonNullable<Preview['present']>) => (
    <div>
      <Typography.Text strong>{title}</Typography.Text>
      <Typography.Paragraph
        data-testid="sms-sample"
        style={{ whiteSpace: 'pre-wrap', background: '#f5f5f5', padding: 8, margin: '4px 0' }}
      >
        {s.text}
      </Typography.Paragraph>
      <Typography.Text type="secondary">
        {t('{{units}} characters ({{encoding}}), {{parts}} SMS parts', {
          units: n(String(s.count.units)),
          encoding: s.count.encoding === 'ucs2' ? t('Unicode') : t('GSM'),
          parts: n(String(s.count.parts)),
        })}
      </Typography.Text>
    </div>
  );
  return (
    <Flex vertical gap={8} aria-label={t('SMS preview')}>
      {preview.present &&
        sample(t('Message to {{name}}', { name: preview.present.studentName }), preview.present)}
      {preview.absent &&
        sample(t('Absent message to {{name}}', { name: preview.absent.studentName }), preview.absent)}
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('Messages')}>{n(String(preview.messages))}</Descriptions.Item>
        <Descriptions.Item label={t('SMS parts')}>{n(String(preview.parts))}</Descriptions.Item>
        <Descriptions.Item label={t('Estimated cost')}>
          {t('Tk {{amount}}', { amount: n(paisaToTaka(preview.costPaisa)) })}
        </Descriptions.Item>
      </Descriptions>
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
