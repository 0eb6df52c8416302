import type { ExamStatisticsView } from '@lms/domain/contract';
import { Card, Col, Row, Statistic } from 'antd';
import { useT } from '../../../lib/i18n/use-t';

const figure = (value: number | null) => (value === null ? '–' : value);

/** The exam's figures as cards: results, absent (not in the others), mean, median, highest, lowest, pass rate. */
export function SummaryCards({ stats }: { stats: ExamStatisticsView }) {
  const { t } = useT();
  const cards: [string, string | number][] = [
    [t('Results'), stats.count],
    [t('Absent'), stats.absent],
    [t('Mean'), figure(stats.mean)],
    [t('Median'), figure(stats.median)],
    [t('Highest'), figure(stats.highest)],
    [t('Lowest'), figure(stats.lowest)],
    [t('Pass rate'), stats.count ? `${Math.round(stats.passRate * 1000) / 10}%` : '–'],
  ];
  return (
    <Row gutter={[12, 12]}>
      {cards.map(([title, value]) => (
        <Col key={title} xs={12} md={8} xl={4}>
          <Card size="small">
            <Statistic title={title} value={value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
