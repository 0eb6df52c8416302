import { paisaToTaka } from '@lms/domain';
import { Descriptions } from 'antd';
import { useT } from '../lib/i18n/use-t';

/** What a send would queue: its messages, their SMS parts and the estimated cost (paisa). */
export function SmsSendFigures({
  figures,
}: {
  figures: { messages: number; parts: number; costPaisa: number };
}) {
  const { t, n } = useT();
  return (
    <Descriptions size="small" column={1} bordered>
      <Descriptions.Item label={t('Messages')}>{n(String(figures.messages))}</Descriptions.Item>
      <Descriptions.Item label={t('SMS parts')}>{n(String(figures.parts))}</Descriptions.Item>
      <Descriptions.Item label={t('Estimated cost')}>
        {t('Tk {{amount}}', { amount: n(paisaToTaka(figures.costPaisa)) })}
      </Descriptions.Item>
    </Descriptions>
  );
}
