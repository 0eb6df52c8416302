import { Result } from 'antd';
import { useT } from '../../lib/i18n/use-t';

/** The page of a section that is not built yet. */
export function ComingSoonPage({ title }: { title: string }) {
  const { t } = useT();
  return <Result status="info" title={title} subTitle={t('Coming soon')} />;
}
