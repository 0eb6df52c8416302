import type { ExamItemAnalysisView } from '@lms/domain/contract';
import { Card, Col, Row, Statistic } from 'antd';
import { useT } from '../../../lib/i18n/use-t';
import { MeasureTitle } from './measure-title';

const figure = (value: number | null | undefined, digits: number) =>
  value === null || value === undefined ? '–' : value.toFixed(digits);

/** The test's reliability (KR-20 or Cronbach's alpha) and the standard error of measurement, each with what it means. */
export function ReliabilityCard({ analysis }: { analysis: ExamItemAnalysisView | undefined }) {
  const { t, n } = useT();
  const r = analysis?.reliability;
  if (!r)
    return (
      <Card size="small" title={t('Reliability')}>
        {t('Not computed: students of a segmented exam sit different questions.')}
      </Card>
    );
  const cards = [
    {
      key: 'reliability',
      title: r.method === 'kr20' ? t('Reliability (KR-20)') : t("Reliability (Cronbach's alpha)"),
      help: t(
        'How consistently the questions measure the same thing, up to 1. Above 0.7 is usual for a class test, above 0.8 for a selection exam.',
      ),
      value: figure(r.value, 2),
    },
    {
      key: 'sem',
      title: t('Standard error of measurement'),
      help: t(
        'How many marks a student’s score could move on a retest by chance alone: SD × √(1 − reliability).',
      ),
      value: figure(r.sem, 2),
    },
  ];
  return (
    <Row gutter={[12, 12]}>
      {cards.map((c) => (
        <Col key={c.key} xs={24} md={12}>
          <Card size="small" data-testid={`measure-${c.key}`}>
            <Statistic title={<MeasureTitle title={c.title} help={c.help} />} value={n(c.value)} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
