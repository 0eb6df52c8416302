import { examMonitorRoutes, staffMayCall } from '@lms/domain/contract';
import { Alert, App, Badge, Button, Flex, Spin, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { counted } from '../../../components/count-text';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/use-t';
import { useStaff } from '../../../lib/session';
import { useMonitorSummary } from '../api/monitor-api';
import { useLiveSummary } from '../api/use-live-summary';
import { AddMinutesModal, type MinutesTarget } from './add-minutes-modal';
import { GroupCounts } from './group-counts';
import { StudentsTable } from './students-table';

/** One exam's monitor: live counts per group, the students, more time, submit for a student. */
export function ExamMonitor({ examId }: { examId: string }) {
  const { t } = useT();
  const { message } = App.useApp();
  const staff = useStaff();
  const summary = useMonitorSummary(examId);
  const live = useLiveSummary(examId);
  const [minutesFor, setMinutesFor] = useState<MinutesTarget | null>(null);
  const canAct = staff ? staffMayCall(examMonitorRoutes.extendTime.access, staff.roles) : false;
  const groups = summary.data?.groups ?? [];
  // Once results are published the exam is over: no longer live, and no more minutes to add.
  const published = summary.data?.resultsPublished ?? false;

  return (
    <section aria-labelledby="monitor-title">
      <Link to="/exam-day">{t('← Exam day')}</Link>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ margin: '8px 0 16px' }}>
        <Typography.Title id="monitor-title" level={3} style={{ margin: 0 }}>
          {summary.data?.title ?? t('Exam')}{' '}
          {published ? (
            <Badge status="default" text={t('Results published')} />
          ) : (
            <Badge status={live ? 'success' : 'default'} text={live ? t('Live') : t('Connecting…')} />
          )}
        </Typography.Title>
        {canAct && !published ? (
          <Button onClick={() => setMinutesFor({ everyone: true })}>{t('Add minutes for everyone')}</Button>
        ) : null}
      </Flex>
      {summary.error ? <Alert type="error" showIcon title={errorText(summary.error)} /> : null}
      {summary.isPending ? <Spin /> : summary.data ? <GroupCounts summary={summary.data} /> : null}
      {summary.data ? (
        <StudentsTable
          examId={examId}
          groups={groups}
          canAct={canAct}
          onAddMinutes={published ? undefined : setMinutesFor}
        />
      ) : null}
      <AddMinutesModal
        examId={examId}
        target={minutesFor}
        groups={groups}
        onClose={() => setMinutesFor(null)}
        onDone={(extended, minutes) =>
          void message.success(
            t('{{minutes}} added for {{students}}', {
              minutes: counted(t, 'minute', minutes),
              students: counted(t, 'student', extended),
            }),
          )
        }
      />
    </section>
  );
}
