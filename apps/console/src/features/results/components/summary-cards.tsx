import type { ExamStatisticsView } from '@lms/domain/contract';
import { Card, Col, Row, Statistic } from 'antd';

const figure = (value: number | null) => (value === null ? '–' : value);

/** The exam's figures as cards: results, mean, median, highest, lowest, pass rate. */
export function SummaryCards({ stats }: { stats: ExamStatisticsView }) {
  const cards: [string, string | number][] = [
    ['Results', stats.count],
    ['Mean', figure(stats.mean)],
    ['Median', figure(stats.median)],
    ['Highest', figure(stats.highest)],
    ['Lowest', figure(stats.lowest)],
    ['Pass rate', stats.count ? `${Math.round(stats.passRate * 1000) / 10}%` : '–'],
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
