import { Typography } from 'antd';
import { useT } from '../lib/i18n/use-t';

/** One SMS as a recipient would read it, with its length, encoding and parts. */
export function SmsSample({
  title,
  sample,
}: {
  title: string;
  sample: { text: string; count: { encoding: 'gsm7' | 'ucs2'; units: number; parts: number } };
}) {
  const { t, n } = useT();
  return (
    <div>
      <Typography.Text strong>{title}</Typography.Text>
      <Typography.Paragraph
        data-testid="sms-sample"
        style={{ whiteSpace: 'pre-wrap', background: '#f5f5f5', padding: 8, margin: '4px 0' }}
      >
        {sample.text}
      </Typography.Paragraph>
      <Typography.Text type="secondary">
        {t('{{units}} characters ({{encoding}}), {{parts}} SMS parts', {
          units: n(String(sample.count.units)),
          encoding: sample.count.encoding === 'ucs2' ? t('Unicode') : t('GSM'),
          parts: n(String(sample.count.parts)),
        })}
      </Typography.Text>
    </div>
  );
}
