import type { ExamStatisticsView } from '@lms/domain/contract';
import { counted } from '../../../components/count-text';
import { useT } from '../../../lib/i18n/use-t';

/**
 * The score histogram as plain CSS bars (no chart library): one bar per tenth of the full marks, its
 * height the share of the tallest bar, the count above it and the marks band below.
 */
export function ScoreHistogram({ bins }: { bins: ExamStatisticsView['histogram'] }) {
  const { t } = useT();
  const tallest = Math.max(1, ...bins.map((b) => b.count));
  return (
    <figure aria-label={t('Score histogram')} style={{ margin: 0 }}>
      <div style={{ display: 'flex', alignItems: 'flex-end', gap: 4, height: 160 }}>
        {bins.map((b) => (
          <div
            key={b.from}
            role="img"
            aria-label={t('{{results}} from {{from}} to {{to}}', {
              results: counted(t, 'result', b.count),
              from: b.from,
              to: b.to,
            })}
            title={t('{{from}} to {{to}}: {{count}}', { from: b.from, to: b.to, count: b.count })}
            style={{
              flex: 1,
              display: 'flex',
              flexDirection: 'column',
              justifyContent: 'flex-end',
              height: '100%',
            }}
          >
            <span style={{ fontSize: 12, textAlign: 'center' }}>{b.count || ''}</span>
            <div
              style={{
                height: `${(b.count / tallest) * 100}%`,
                minHeight: b.count ? 2 : 0,
                background: '#1677ff',
                borderRadius: '3px 3px 0 0',
              }}
            />
          </div>
        ))}
      </div>
      <div style={{ display: 'flex', gap: 4, borderTop: '1px solid #d9d9d9', paddingTop: 4 }}>
        {bins.map((b) => (
          <span key={b.from} style={{ flex: 1, fontSize: 11, textAlign: 'center', color: '#666' }}>
            {b.from}
          </span>
        ))}
      </div>
      <figcaption style={{ fontSize: 12, color: '#666', marginTop: 4 }}>
        {t('Marks (each bar is a tenth of the full marks)')}
      </figcaption>
    </figure>
  );
}
