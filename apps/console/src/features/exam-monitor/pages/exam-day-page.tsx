import type { Translate } from '@lms/browser/i18n';
import { Alert, Empty, List, Spin, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorText } from '../../../lib/error-text';
import { formatWhen } from '../../../lib/format-when';
import { useT } from '../../../lib/i18n/use-t';
import { useExamDay } from '../api/monitor-api';
import { ExamMonitor } from '../components/exam-monitor';

const time = (t: Translate, n: (value: string) => string, iso: string | null) =>
  iso ? n(formatWhen.dayTime(iso)) : t('no end');

/** The browser's day, as the moments it starts and ends. */
function today() {
  const start = new Date();
  start.setHours(0, 0, 0, 0);
  const end = new Date(start);
  end.setDate(end.getDate() + 1);
  return { from: start.toISOString(), to: end.toISOString() };
}

/** Exam day (`/staff/exam-day`): the live exams running now or today; one opens its monitor (`/staff/exam-day/:examId`). */
export function ExamDayPage() {
  const { itemId } = useParams();
  if (itemId) return <ExamMonitor examId={itemId} />;
  return <ExamDayList />;
}

function ExamDayList() {
  const { t, n } = useT();
  const range = useMemo(today, []);
  const exams = useExamDay(range);
  return (
    <section aria-labelledby="exam-day-title">
      <Typography.Title id="exam-day-title" level={3} style={{ marginTop: 0 }}>
        {t('Exam day')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('Live exams running now or scheduled today.')}
      </Typography.Paragraph>
      {exams.error ? <Alert type="error" showIcon title={errorText(exams.error)} /> : null}
      {exams.isPending ? (
        <Spin />
      ) : exams.data?.length ? (
        <List
          bordered
          dataSource={exams.data}
          renderItem={(exam) => (
            <List.Item>
              <List.Item.Meta
                title={
                  <Link to={`/exam-day/${exam._id}`}>
                    {exam.title} {exam.runningNow ? <Tag color="green">{t('Running now')}</Tag> : null}
                  </Link>
                }
                description={`${time(t, n, exam.startsAt)} – ${time(t, n, exam.endsAt)} · ${exam.groups

                  .map((g) => g.name)
                  .join(', ')}`}
              />
            </List.Item>
          )}
        />
      ) : (
        <Empty description={t('No live exam today')} />
      )}
    </section>
  );
}
