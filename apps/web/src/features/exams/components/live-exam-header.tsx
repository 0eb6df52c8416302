import { examMessages, formatTime, type TimeZone } from '@lms/domain';
import { Alert, Badge, Card, Typography } from 'antd';
import { memo } from 'react';
import { minutesText } from '../../../lib/i18n/minutes-text';
import { useT } from '../../../lib/i18n/use-t';
import type { LiveExam } from '../api/exam-types';

/** Props of the live exam header. */
export interface LiveExamHeaderProps {
  exam: LiveExam;
  subjectNames: readonly string[];
  /** The student's personal deadline (epoch ms). */
  endsAt: number;
  online: boolean;
  timeZone: TimeZone;
}

function Info({ label, value }: { label: string; value: string | number }) {
  return (
    <div>
      <Typography.Text type="secondary">{label}: </Typography.Text>
      <Typography.Text>{value}</Typography.Text>
    </div>
  );
}

/**
 * The live exam page's header: the Live badge, the info block (title, question count,
 * total marks, duration in minutes, subject names), start and end time, and the offline banner. The
 * countdown is in the submission bar, which stays on screen while the student scrolls. Memoised: an
 * answer draws the page again, and none of this changes with it.
 */
export const LiveExamHeader = memo(function LiveExamHeader({
  exam,
  subjectNames,
  endsAt,
  online,
  timeZone,
}: LiveExamHeaderProps) {
  const { t, n } = useT();
  return (
    <>
      <Card size="small" style={{ marginBottom: 12 }}>
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'flex-start' }}>
          <Typography.Title level={1} style={{ fontSize: 20, margin: 0, wordBreak: 'break-word' }}>
            {exam.title}
          </Typography.Title>
          <Badge
            status="processing"
            color={exam.isPracticeExam ? 'blue' : 'red'}
            text={exam.isPracticeExam ? t('Practice') : t('Live')}
          />
        </div>
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
            gap: 4,
            marginTop: 8,
          }}
        >
          <Info label={t('Questions')} value={exam.questions.length} />
          {exam.attempt?.set ? <Info label={t('Set')} value={exam.attempt.set} /> : null}
          <Info label={t('Total Marks')} value={exam.totalMarks} />
          <Info label={t('Duration')} value={minutesText(t, exam.duration)} />
          {subjectNames.length > 0 ? (
            <Info label={t('Subjects')} value={[...new Set(subjectNames)].join(', ')} />
          ) : null}
          <Info label={t('Start Time')} value={n(formatTime(exam.studentStartsAt, timeZone))} />
          <Info label={t('End Time')} value={n(formatTime(endsAt, timeZone))} />
        </div>
      </Card>
      {online ? null : (
        <Alert type="error" banner message={t(examMessages.offlineBanner)} style={{ marginBottom: 12 }} />
      )}
    </>
  );
});
