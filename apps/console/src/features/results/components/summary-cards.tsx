import type { ExamStatisticsView } from '@lms/domain/contract';
import { Card, Col, Row, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { MeasureTitle } from './measure-title';

const figure = (value: number | null) => (value === null ? '–' : value);

/** The exam's figures as cards: results, absent (not in the others), mean, median, highest, lowest, SD, pass rate. */
export function SummaryCards({ stats }: { stats: ExamStatisticsView }) {
  const { t } = useT();
  const sd = (
    <MeasureTitle
      title={t('Standard deviation')}
      help={t(
        'How widely the marks spread around the mean; about two in three students are within one SD of it.',
      )}
    />
  );
  const cards: [string, ReactNode, string | number][] = [
    ['Results', t('Results'), stats.count],
    ['Absent', t('Absent'), stats.absent],
    ['Mean', t('Mean'), figure(stats.mean)],
    ['Median', t('Median'), figure(stats.median)],
    ['Highest', t('Highest'), figure(stats.highest)],
    ['Lowest', t('Lowest'), figure(stats.lowest)],
    ['sd', sd, figure(stats.sd)],
    ['Pass rate', t('Pass rate'), stats.count ? `${Math.round(stats.passRate * 1000) / 10}%` : '–'],
  ];
  return (
    <Row gutter={[12, 12]}>
      {cards.map(([key, title, value]) => (
        <Col key={key} xs={12} md={8} xl={4}>
          <Card size="small">
            <Statistic title={title} value={value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
