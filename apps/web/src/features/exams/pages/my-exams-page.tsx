import { deviceTimeZone } from '@lms/browser/device-time-zone';
import { EXAM_STATUS_REFRESH_SECONDS, type ExamCardStatus, examMessages } from '@lms/domain';
import type { ExamListEntryView } from '@lms/domain/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Col, Empty, Row, Select, Space, Spin, Tabs } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LoadError } from '../../../components/load-error';
import { NoGroupNotice } from '../../../components/no-group-notice';
import { PageTitle } from '../../../components/page-title';
import { ApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/use-t';
import { showApiError } from '../../../lib/show-api-error';
import { getStoredStudent } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { useAppNavigate } from '../../../lib/use-app-navigate';
import { groupExamsQueryKey, useGroupExams } from '../api/get-group-exams';
import { getResult, isResultCode } from '../api/get-result';
import { retakeExam } from '../api/retake-exam';
import { ExamCard } from '../components/exam-card';
import { ExamInstructionDialog } from '../components/exam-instruction-dialog';
import { isRemovedFromGroup } from '../exam-errors';
import {
  type ExamPeriod,
  type ExamTab,
  entryStatus,
  initialExamView,
  sealedPaperEntries,
  subjectChoices,
  visibleEntries,
} from '../exam-list';
import { resetExamInProgress, saveExamDetails } from '../exam-storage';
import { clearLocalAnswers } from '../local-answers';
import { canOpenSealedPapers, prefetchSealedPaper } from '../sealed-paper';
import { useServerClockKnown, useServerNow } from '../server-clock';
import { useExamGroupIds } from '../use-exam-group-ids';

/** The card grid: 4 per row from medium width, 2 at small, 1 on phones narrower than that. */
const cardColumns = { xs: 24, sm: 12, md: 6 } as const;

function entryKey(entry: ExamListEntryView): string {
  return `${entry.examId._id}:${entry.groupId}`;
}

/**
 * My Exams (`/exams`): Live Exam and Practice Exam tabs with the subject filter (and the
 * Previous/Upcoming selector on Live), the exam cards re-evaluated every 10 seconds, the instruction
 * dialog, View Result and Retake Exam.
 */
export function MyExamsPage() {
  return (
    <App component={false}>
      <MyExams />
    </App>
  );
}

function MyExams() {
  const { t } = useT();
  const { modal } = App.useApp();
  const location = useLocation();
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const [view] = useState(() => initialExamView(location.state));
  const [tab, setTab] = useState<ExamTab>(view.tab);
  const [period, setPeriod] = useState<ExamPeriod>(view.period);
  const [subjectId, setSubjectId] = useState<string | undefined>();
  const [dialog, setDialog] = useState<{ entry: ExamListEntryView; mode: 'start' | 'retake' } | null>(null);
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const studentId = getStoredStudent()?._id ?? '';

  useEffect(() => {
    resetExamInProgress();
  }, []);

  // The profile's groups; with no connection, the groups whose exam lists this device kept.
  const profile = useExamGroupIds();
  const { groupIds } = profile;
  const exams = useGroupExams(groupIds);
  const now = useServerNow(EXAM_STATUS_REFRESH_SECONDS * 1000);
  // A phone's clock may be wrong: no status is shown from it while the server's time is on its way
  // (a list from this device, with no server to ask, falls back to the device's clock).
  const clockKnown = useServerClockKnown();
  const checkingTime = !clockKnown && exams.isFetching;
  const checkingTimeNotice = <Alert type="info" role="status" showIcon message={t('Checking time…')} />;
  const timeZone = deviceTimeZone();

  const choices = useMemo(
    () => subjectChoices(exams.entries.filter((entry) => entry.examId.isPracticeExam === (tab === '2'))),
    [exams.entries, tab],
  );
  const shown = useMemo(
    () => visibleEntries(exams.entries, { tab, period, subjectId, now, timeZone }),
    [exams.entries, tab, period, subjectId, now, timeZone],
  );

  // Once the list is shown: the papers of the live exams about to be started are fetched ahead, so that
  // pressing Start is one small request (a paper is fetched once per page load).
  const listShown = !exams.isPending && !checkingTime;
  useEffect(() => {
    if (!listShown || !canOpenSealedPapers()) return;
    for (const entry of sealedPaperEntries(exams.entries, now, timeZone))
      prefetchSealedPaper(entry.examId._id, entry.groupId);
  }, [listShown, exams.entries, now, timeZone]);

  const refetchGroup = (groupId: string) =>
    void queryClient.invalidateQueries({ queryKey: groupExamsQueryKey(groupId) });

  const viewResult = async (entry: ExamListEntryView) => {
    const exam = entry.examId;
    setBusyKey(entryKey(entry));
    try {
      const data = await getResult(exam._id, entry.groupId);
      if (isResultCode(data)) {
        toast.warning(data.title);
        return;
      }
      saveExamDetails(entry);
      const state = { isPracticeExam: exam.isPracticeExam, examResultId: data.examResult._id };
      navigate(location.pathname, { replace: true, state });
      navigate(`/result/${exam._id}/${entry.groupId}`, { state });
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) refetchGroup(entry.groupId);
      else if (error instanceof ApiError && error.status === 0) toast.error(examMessages.internetLost);
      else showApiError(error);
    } finally {
      setBusyKey(null);
    }
  };

  const onAction = (entry: ExamListEntryView, status: ExamCardStatus) => {
    if (status.action === 'viewResult') void viewResult(entry);
    else if (status.action === 'startExam') setDialog({ entry, mode: 'start' });
  };

  const onRetake = (entry: ExamListEntryView) => {
    modal.confirm({
      title: t(examMessages.retakeConfirm),
      okText: t('Yes'),
      cancelText: t('No'),
      onOk: async () => {
        try {
          await retakeExam(entry.examId._id, studentId, entry.groupId);
          await clearLocalAnswers(studentId, entry.examId._id);
          refetchGroup(entry.groupId);
          setDialog({ entry, mode: 'retake' });
        } catch (error) {
          if (isRemovedFromGroup(error)) {
            toast.error(examMessages.removedFromGroup);
            refetchGroup(entry.groupId);
          } else showApiError(error);
        }
      },
    });
  };

  if (profile.isPending || (groupIds.length > 0 && exams.isPending)) {
    return (
      <>
        <PageTitle title={t('My Exams')} />
        <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
          <Spin role="status" size="large" aria-label={t('Loading')} />
        </div>
        {clockKnown ? null : checkingTimeNotice}
      </>
    );
  }
  if (profile.isError || exams.isError) {
    return (
      <>
        <PageTitle title={t('My Exams')} />
        <LoadError onRetry={() => void (profile.isError ? profile.refetch() : exams.refetch())} />
      </>
    );
  }

  if (profile.noGroups) {
    return (
      <>
        <PageTitle title={t('My Exams')} />
        <NoGroupNotice />
      </>
    );
  }

  const filters = (
    <Space wrap style={{ marginBottom: 16 }}>
      <Select
        aria-label={t('Subject')}
        style={{ minWidth: 180 }}
        placeholder={t('All Subjects')}
        allowClear
        value={subjectId}
        onChange={(value) => setSubjectId(value ?? undefined)}
        options={choices}
      />
      {tab === '1' ? (
        <Select
          aria-label={t('Exams to show')}
          style={{ minWidth: 160 }}
          value={period}
          onChange={setPeriod}
          options={[
            { value: 'previous', label: t('Previous Exams') },
            { value: 'upcoming', label: t('Upcoming Exams') },
          ]}
        />
      ) : null}
    </Space>
  );

  const grid = checkingTime ? (
    checkingTimeNotice
  ) : shown.length === 0 ? (
    <Empty description={t('No exams')} />
  ) : (
    <Row gutter={[12, 12]}>
      {shown.map((entry) => (
        <Col key={entryKey(entry)} {...cardColumns}>
          <ExamCard
            entry={entry}
            status={entryStatus(entry, now, timeZone)}
            onAction={onAction}
            onRetake={onRetake}
            busy={busyKey === entryKey(entry)}
          />
        </Col>
      ))}
    </Row>
  );

  return (
    <>
      <PageTitle title={t('My Exams')} />
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key as ExamTab);
          setSubjectId(undefined);
        }}
        items={[
          { key: '1', label: t('Live Exam') },
          { key: '2', label: t('Practice Exam') },
        ]}
      />
      {filters}
      {grid}
      <ExamInstructionDialog
        entry={dialog?.entry ?? null}
        mode={dialog?.mode ?? 'start'}
        studentId={studentId}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
