import { deviceTimeZone } from '@lms/browser/device-time-zone';
import { type ExamCardStatus, examLabels } from '@lms/domain';
import type { ExamListEntryView } from '@lms/domain/contract';
import { Button, Card, Space, Tag, Typography } from 'antd';
import { formatDateTime } from '../../../lib/clock-time';
import { minutesText } from '../../../lib/i18n/minutes-text';
import { useT } from '../../../lib/i18n/use-t';
import { entryEndTime, entrySchedule, entrySubjects, resumesAttempt } from '../exam-list';

/** The exam card colours as antd colours. */
const colourHex = { blue: '#1677ff', green: '#52c41a', red: '#ff4d4f' } as const;

/** Props of an exam card. */
export interface ExamCardProps {
  entry: ExamListEntryView;
  status: ExamCardStatus;
  /** The main button was pressed (Start Exam or View Result). */
  onAction: (entry: ExamListEntryView, status: ExamCardStatus) => void;
  onRetake: (entry: ExamListEntryView) => void;
  /** The main button is waiting for the server. */
  busy?: boolean;
}

function Row({ label, value }: { label: string; value: string | number }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Typography.Text style={{ textAlign: 'right' }}>{value}</Typography.Text>
    </div>
  );
}

/** An exam of the list: title, badge, group, question count, duration, subject and the action. */
export function ExamCard({ entry, status, onAction, onRetake, busy }: ExamCardProps) {
  const { t, n } = useT();
  const { examId: exam } = entry;
  const colour = colourHex[status.colour];
  const subjects = entrySubjects(entry).map((s) => s.name);
  const schedule = entrySchedule(entry);
  const endTime = entryEndTime(entry);
  const duration = schedule.extraMinutes
    ? t('{{duration}} + {{extra}} extra', {
        duration: minutesText(t, schedule.duration),
        extra: minutesText(t, schedule.extraMinutes),
      })
    : minutesText(t, schedule.duration);
  return (
    <Card
      size="small"
      role="article"
      aria-label={exam.title}
      data-status-colour={status.colour}
      style={{ height: '100%', borderTop: `4px solid ${colour}` }}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 6, height: '100%' } }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'flex-start' }}>
        <Typography.Title level={5} style={{ margin: 0, wordBreak: 'break-word' }}>
          {exam.title}
        </Typography.Title>
        <Tag color={exam.isPracticeExam ? 'blue' : 'red'} style={{ marginInlineEnd: 0 }}>
          {exam.isPracticeExam ? t('Practice') : t('Live')}
        </Tag>
      </div>
      <Row label={t('Group')} value={entry.groupName} />
      <Row label={t('Questions')} value={n(exam.questionCount)} />
      <Row label={t('Duration')} value={duration} />
      {endTime !== null ? (
        <Row label={t('End Time')} value={n(formatDateTime(endTime, deviceTimeZone()))} />
      ) : null}
      {schedule.own ? (
        <Typography.Text type="success" style={{ fontSize: 12 }}>
          {t('Your own schedule (an exception or extra time)')}
        </Typography.Text>
      ) : null}
      <Row label={t('Subject')} value={subjects.length ? subjects.join(', ') : t(examLabels.notGiven)} />
      <Space direction="vertical" style={{ width: '100%', marginTop: 'auto', paddingTop: 8 }} size={6}>
        <Button
          block
          color={status.colour}
          variant="solid"
          disabled={status.disabled}
          loading={busy}
          onClick={() => onAction(entry, status)}
        >
          {resumesAttempt(entry, status)
            ? t('Continue exam')
            : status.action === 'startTime'
              ? `${t(examLabels.startTimePrefix)}${n(formatDateTime(schedule.startsAt, deviceTimeZone()))}`
              : t(status.label)}
        </Button>
        {status.retake ? (
          <Button block onClick={() => onRetake(entry)}>
            {t(examLabels.retakeExam)}
          </Button>
        ) : null}
        {status.noRetakesLeft ? (
          <Typography.Text type="secondary" style={{ display: 'block', textAlign: 'center' }}>
            {t(examLabels.noRetakesLeft)}
          </Typography.Text>
        ) : null}
      </Space>
    </Card>
  );
}
