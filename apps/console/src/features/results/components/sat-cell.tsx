import { Tag, Tooltip } from 'antd';
import { useT } from '../../../lib/i18n/use-t';

/** How a counted result was sat: on paper or online, and a tag when the student sat it both ways. */
export function SatCell({ source, both }: { source: 'online' | 'paper' | null; both: boolean }) {
  const { t } = useT();
  if (source === null) return '–';
  return (
    <>
      {source === 'paper' ? t('Paper') : t('Online')}
      {both ? (
        <Tooltip title={t('Counted once: the online attempt if submitted, else the paper one')}>
          <Tag color="purple" style={{ marginInlineStart: 6 }}>
            {t('Paper and online')}
          </Tag>
        </Tooltip>
      ) : null}
    </>
  );
}
