import { examLabels, formatMarks, formatNegativeMarks, type TimeZone } from '@lms/domain';
import type { ExamResultView } from '@lms/domain/contract';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { formatDateTime } from '../lib/clock-time';
import { countText } from '../lib/i18n/count-text';
import { minutesText } from '../lib/i18n/minutes-text';
import { useT } from '../lib/i18n/use-t';
import type { ResultCounts, ResultFigures } from '../lib/result-figures';

/** Props of the result summary. */
export interface ResultSummaryProps {
  result: ExamResultView;
  figures: ResultFigures;
  timeZone: TimeZone;
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Typography.Text type="secondary">{label}: </Typography.Text>
      <Typography.Text>{value}</Typography.Text>
    </div>
  );
}

const statColumns = { xs: 12, sm: 8, md: 4 } as const;

/** The counts of one subject (or of the whole exam). */
function CountCards({ counts }: { counts: ResultCounts }) {
  const { t, n } = useT();
  return (
    <Row gutter={[8, 8]}>
      <Col span={12}>
        <Statistic
          title={t('Correct')}
          value={n(counts.correct)}
          valueStyle={{ color: '#389e0d', fontSize: 18 }}
        />
      </Col>
      <Col span={12}>
        <Statistic
          title={t('Partly correct')}
          value={n(counts.partlyCorrect)}
          valueStyle={{ color: '#d46b08', fontSize: 18 }}
        />
      </Col>
      <Col span={12}>
        <Statistic
          title={t('Incorrect')}
          value={n(counts.incorrect)}
          valueStyle={{ color: '#cf1322', fontSize: 18 }}
        />
      </Col>
      <Col span={12}>
        <Statistic title={t('Skipped')} value={n(counts.skipped)} valueStyle={{ fontSize: 18 }} />
      </Col>
      <Col span={12}>
        <Statistic
          title={t('Negative')}
          value={n(formatNegativeMarks(counts.negativeMarks))}
          valueStyle={{ fontSize: 18 }}
        />
      </Col>
    </Row>
  );
}

/**
 * The result's headline (PASSED/FAILED, title, subjects, duration, start and end, marks), its
 * statistics and the subject-wise cards.
 */
export function ResultSummary({ result, figures, timeZone }: ResultSummaryProps) {
  const { t, n } = useT();
  const { counts } = figures;
  // A figure in the language's digits, or 'Not given' in its words.
  const shownFigure = (figure: string) => (figure === examLabels.notGiven ? t(figure) : n(figure));
  const segmented = result.examId.isSegmentedExam;
  return (
    <>
      <Card size="small" style={{ marginBottom: 12, textAlign: 'center' }}>
        <Typography.Title
          level={2}
          style={{ margin: 0, color: figures.passed ? '#389e0d' : '#cf1322', letterSpacing: 2 }}
        >
          {t(figures.passed ? examLabels.passed : examLabels.failed)}
        </Typography.Title>
        <Typography.Title level={1} style={{ margin: '4px 0', fontSize: 20 }}>
          {result.examId.title}
        </Typography.Title>
        {segmented && figures.subjectNames.length > 0 ? (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {figures.subjectNames.join(', ')}
          </Typography.Paragraph>
        ) : null}
        <div
          style={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', marginTop: 8 }}
        >
          {result.set ? <Line label={t('Set')} value={result.set} /> : null}
          <Line label={t('Duration')} value={minutesText(t, result.examId.duration)} />
          <Line label={t('Start Time')} value={n(formatDateTime(result.startsAt, timeZone))} />
          <Line label={t('End Time')} value={n(formatDateTime(result.submittedAt, timeZone))} />
          {figures.gpa ? (
            <>
              <Line label={t('Exam Marks')} value={n(formatMarks(figures.gpa.examMarks))} />
              <Line label={t('GPA Marks')} value={n(formatMarks(figures.gpa.gpaMarks))} />
            </>
          ) : null}
        </div>
        <Typography.Title level={3} style={{ margin: '8px 0 0' }} aria-label={t('Total marks')}>
          {n(formatMarks(figures.marksObtained))} / {n(formatMarks(figures.totalMarks))}
        </Typography.Title>
      </Card>

      <Card size="small" title={t('Statistics')} style={{ marginBottom: 12 }}>
        <Row gutter={[8, 8]}>
          <Col {...statColumns}>
            <Statistic title={t('Correct')} value={n(counts.correct)} />
          </Col>
          <Col {...statColumns}>
            <Statistic title={t('Partly correct')} value={n(counts.partlyCorrect)} />
          </Col>
          <Col {...statColumns}>
            <Statistic title={t('Incorrect')} value={n(counts.incorrect)} />
          </Col>
          <Col {...statColumns}>
            <Statistic title={t('Skipped')} value={n(counts.skipped)} />
          </Col>
          <Col {...statColumns}>
            <Statistic title={t('Negative Marks')} value={n(formatNegativeMarks(counts.negativeMarks))} />
          </Col>
          <Col {...statColumns}>
            <Statistic title={t('Merit Pos.')} value={shownFigure(figures.merit)} />
            {figures.branchMerit !== null || figures.percentile !== null ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {[
                  figures.branchMerit !== null ? `${t('Branch position')} ${n(figures.branchMerit)}` : null,
                  figures.percentile !== null ? `${t('Percentile')} ${n(figures.percentile)}` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography.Text>
            ) : null}
          </Col>
          <Col {...statColumns}>
            <Statistic title={t('Completion')} value={shownFigure(figures.completion)} />
          </Col>
        </Row>
        {counts.pending > 0 ? (
          <Typography.Text type="secondary">
            {countText(t, counts.pending, [
              '{{count}} written answer is waiting for the examiner.',
              '{{count}} written answers are waiting for the examiner.',
            ])}
          </Typography.Text>
        ) : null}
      </Card>

      {figures.bySubject.length > 0 ? (
        <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
          {figures.bySubject.map((subject) => (
            <Col key={subject.subjectId} xs={24} sm={12} md={8}>
              <Card
                size="small"
                title={subject.name}
                aria-label={t('Subject {{subjectName}}', { subjectName: subject.name })}
              >
                <CountCards counts={subject} />
              </Card>
            </Col>
          ))}
        </Row>
      ) : null}
    </>
  );
}
