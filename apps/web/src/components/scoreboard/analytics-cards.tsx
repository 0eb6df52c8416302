import { formatMarks } from '@lms/domain';
import type { ScoreboardAnalytics } from '@lms/domain/contract';
import { Card, Statistic } from 'antd';
import { useT } from '../../lib/i18n/use-t';

/** Props of the analytics cards. */
export interface AnalyticsCardsProps {
  analytics: ScoreboardAnalytics;
}

/** The six live-exam cards: Live Exams, Exam Passed, Exam Failed, Highest, Lowest and Average Marks. */
export function AnalyticsCards({ analytics: a }: AnalyticsCardsProps) {
  const { t, n } = useT();
  const cards: Array<[string, string | number, string]> = [
    ['Live Exams', a.totalExamCount, '#1677ff'],
    ['Exam Passed', a.passCount, '#52c41a'],
    ['Exam Failed', a.failCount, '#ff4d4f'],
    ['Highest Marks', n(formatMarks(a.maxMarkObtained)), '#722ed1'],
    ['Lowest Marks', n(formatMarks(a.minMarkObtained)), '#fa8c16'],
    ['Average Marks', n(formatMarks(a.averageMarkObtained)), '#13c2c2'],
  ];
  return (
    <div className="scoreboard-cards">
      {cards.map(([title, value, color]) => (
        <Card key={title} size="small" style={{ borderTop: `3px solid ${color}` }}>
          <Statistic title={t(title)} value={n(value)} />
        </Card>
      ))}
    </div>
  );
}
