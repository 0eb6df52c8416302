import { Progress } from 'antd';
import { useT } from '../../../lib/i18n/use-t';

/** How far marking is: a bar of answers marked, with the count and reviews. */
export function MarkingProgress({
  answers,
  marked,
  reviewed,
  label,
}: {
  answers: number;
  marked: number;
  reviewed: number;
  label: string;
}) {
  const { t, n } = useT();
  const percent = answers === 0 ? 100 : Math.floor((marked / answers) * 100);
  return (
    <div style={{ minWidth: 180 }}>
      <Progress
        percent={percent}
        success={{ percent: answers === 0 ? 0 : Math.floor((reviewed / answers) * 100) }}
        size="small"
        aria-label={label}
        format={() => n(`${marked}/${answers}`)}
      />
      <span style={{ fontSize: 12, color: 'rgba(0,0,0,0.55)' }}>
        {t('{{marked}} of {{answers}} marked · {{reviewed}} reviewed', { marked, answers, reviewed })}
      </span>
    </div>
  );
}
