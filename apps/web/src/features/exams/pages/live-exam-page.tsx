import { deviceTimeZone } from '@lms/browser/device-time-zone';
import { examMessages, personalDeadline } from '@lms/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, ConfigProvider, Modal, Spin } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { LoadError } from '../../../components/load-error';
import { translate, useT } from '../../../lib/i18n/use-t';
import { isOnline, useOnline } from '../../../lib/offline-answers/connectivity';
import { showApiError } from '../../../lib/show-api-error';
import { onExamDeadline, onExamSubmitted, setExamPage } from '../../../lib/socket';
import { getStoredStudent } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { useAppNavigate } from '../../../lib/use-app-navigate';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { useNoContextMenu } from '../../../lib/use-no-context-menu';
import type { LiveExam } from '../api/exam-types';
import { groupExamsQueryKey } from '../api/get-group-exams';
import { submitExam } from '../api/submit-exam';
import { LiveExamHeader } from '../components/live-exam-header';
import { PaperPager } from '../components/paper-pager';
import { QuestionCard } from '../components/question-card';
import { TickingSubmissionBar } from '../components/ticking-submission-bar';
import { isNetworkFailure, isRemovedFromGroup } from '../exam-errors';
import { readExamSubjects, setExamInProgress } from '../exam-storage';
import { serverTimeNow, usePastDeadline } from '../server-clock';
import { answeredCount, waitingCount } from '../shown-answers';
import { startAndLoad } from '../start-and-load';
import { useExamAnswers } from '../use-exam-answers';
import { clearPaperPage, usePaperPage } from '../use-paper-page';
import { useQuestionHandlers } from '../use-question-handlers';
import { clearDrafts, draftsToSave, readDrafts, removeDrafts } from '../written-drafts';

/**
 * Asks whether to leave the exam in progress, saying the answers are kept (or, when this browser
 * keeps them in memory only, that the unsent ones would be lost); resolves true to leave.
 */
function askLeave(modal: ReturnType<typeof App.useApp>['modal'], losesAnswers: boolean): Promise<boolean> {
  return new Promise((resolve) => {
    modal.confirm({
      title: translate(examMessages.leaveExamTitle),
      content: translate(losesAnswers ? examMessages.leaveExamLost : examMessages.leaveExamKept),
      okText: translate(examMessages.leaveExamLeave),
      cancelText: translate(examMessages.leaveExamStay),
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

// The paper runs without antd's animations (an option's check, the click's wave, the saved tag's
// colour): on a phone each runs for about a second after a tap, every frame restyling and painting
// the screen; on a paper of 100 questions at 4x CPU they were 0.3 of the 0.7 s of main thread a tap
// cost. One object, so that the cards' context does not change from one render to the next.
const stillTheme = { token: { motion: false } };

/** The exam taking page (`/live-exam/{examId}/{groupId}`). */
export function LiveExamPage() {
  return (
    <App component={false}>
      <LiveExamContent />
    </App>
  );
}

function LiveExamContent() {
  const { t } = useT();
  const { examId = '', groupId = '' } = useParams();
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const { modal } = App.useApp();
  const studentId = getStoredStudent()?._id ?? '';
  useNoContextMenu();

  const query = useQuery({
    queryKey: ['exam', 'take', examId, groupId],
    queryFn: () => startAndLoad(examId, groupId),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    // Runs with no connection too: the paper kept on this device answers then.
    networkMode: 'offlineFirst',
  });
  const exam = query.data;

  useEffect(() => {
    setExamInProgress(true);
    // The toasts' chunk must be here before the connection drops: offline, a lazy import fails.
    void import('../../../components/toast-host');
  }, []);

  useEffect(() => {
    const error = query.error;
    if (!error || isNetworkFailure(error)) return;
    if (isRemovedFromGroup(error)) {
      toast.error(examMessages.removedFromGroup);
      void queryClient.invalidateQueries({ queryKey: groupExamsQueryKey(groupId) });
    } else showApiError(error);
    navigate('/exams', { replace: true });
  }, [query.error, queryClient, groupId, navigate]);

  // Staff may submit the attempt for the student: the socket says so at once (and a later save is
  // refused all the same), and the paper closes.
  const [closedAt, setClosedAt] = useState<number | null>(null);
  const submittedRef = useRef(false);
  const closeSubmitted = useCallback(() => {
    if (submittedRef.current) return;
    submittedRef.current = true;
    setClosedAt(serverTimeNow());
  }, []);
  const answers = useExamAnswers(exam, { examId, groupId, studentId, onAlreadySubmitted: closeSubmitted });
  const paging = usePaperPage(exam, { studentId, examId });
  const handlers = useQuestionHandlers(exam?.questions, answers.answer, { studentId, examId });
  useEffect(
    () => onExamSubmitted((update) => update.examId === examId && closeSubmitted()),
    [examId, closeSubmitted],
  );
  // The exam-day monitor counts the student as answering while this page is open on a live connection.
  useEffect(() => {
    setExamPage(examId);
    return () => setExamPage(null);
  }, [examId]);
  const online = useOnline();
  const timeZone = deviceTimeZone();
  const subjectNames = useMemo(
    () => (exam?.subjectNames.length ? exam.subjectNames : readExamSubjects()),
    [exam?.subjectNames],
  );
  const [submitting, setSubmitting] = useState(false);
  const [timeOver, setTimeOver] = useState(false);
  const waiting = waitingCount(answers.shown);
  const releaseLeaveGuard = useLeaveGuard({
    active: Boolean(exam),
    shouldAsk: () => Boolean(exam) && !submittedRef.current && getStoredStudent() !== null,
    confirmLeave: () => askLeave(modal, !answers.persistent && waiting > 0),
  });

  const timing = exam
    ? {
        durationMinutes: exam.duration,
        endsAt: exam.endsAt,
        isPractice: exam.isPracticeExam,
      }
    : null;
  // Staff may add minutes: the attempt's stored deadline holds them, and the socket brings later ones.
  const [extendedTo, setExtendedTo] = useState(0);
  useEffect(
    () => onExamDeadline((update) => update.examId === examId && setExtendedTo(Date.parse(update.deadline))),
    [examId],
  );
  const stored = exam ? Date.parse(exam.attempt?.deadline ?? '') : Number.NaN;
  const deadline =
    exam && timing
      ? Math.max(
          extendedTo,
          Number.isFinite(stored) ? stored : personalDeadline(exam.studentStartsAt, timing),
        )
      : 0;
  // The clock ticks in the submission bar alone; the page renders again when the deadline passes.
  const pastDeadline = usePastDeadline(exam && timing ? deadline : null, closedAt);

  useEffect(() => {
    if (pastDeadline === true && !timeOver && !submittedRef.current) setTimeOver(true);
    // More time came after the time ran out: answering goes on.
    if (pastDeadline === false && timeOver && !submittedRef.current) setTimeOver(false);
  }, [pastDeadline, timeOver]);

  // Written answers count once their own Submit is pressed: text typed and not submitted is saved as
  // the answer before the exam is submitted (at time over, stamped before the deadline), one run at a time.
  const typedSaving = useRef<Promise<void>>(Promise.resolve());
  const saveTypedAnswers = (late: boolean): Promise<void> => {
    const run = typedSaving.current.then(async () => {
      if (!exam) return;
      for (const typed of draftsToSave(exam.questions, answers.shown, readDrafts(studentId, examId))) {
        await answers.answer(
          typed.questionId,
          typed.type,
          { answer: [typed.text], extra: [] },
          late ? { timestamp: Math.min(typed.at, deadline), late: true } : {},
        );
        removeDrafts(studentId, examId, [typed.questionId]);
      }
    });
    typedSaving.current = run.catch((error: unknown) => console.error('Could not save typed answers', error));
    return run;
  };
  const saveTypedRef = useRef(saveTypedAnswers);
  saveTypedRef.current = saveTypedAnswers;
  useEffect(() => {
    if (timeOver) void saveTypedRef.current(true);
  }, [timeOver]);

  // A result shown at once (a practice exam's, or one the exam shows right after the submit) opens next.
  const leaveForResult = (sat: LiveExam) => {
    clearPaperPage(studentId, examId);
    if (sat.isPracticeExam || sat.delivery?.resultAtOnce) {
      navigate(`/result/${examId}/${groupId}`, {
        replace: true,
        state: { isPracticeExam: sat.isPracticeExam },
      });
    } else navigate('/exams', { replace: true });
  };

  const finalSubmit = async () => {
    if (!exam || submittedRef.current) return;
    if (!isOnline()) {
      toast.error(examMessages.submitWhileOffline);
      return;
    }
    setSubmitting(true);
    try {
      await saveTypedAnswers(timeOver);
      if ((await answers.flush()) > 0) {
        toast.error(examMessages.submitRejectedOffline);
        return;
      }
      try {
        await submitExam(examId, groupId);
      } catch (error) {
        if (isNetworkFailure(error)) toast.error(examMessages.submitRejectedOffline);
        else if (isRemovedFromGroup(error)) toast.error(examMessages.removedFromGroup);
        else toast.error(examMessages.submitFailed);
        return;
      }
      submittedRef.current = true;
      toast.success(examMessages.examSubmitted);
      await answers.clear();
      clearDrafts(studentId, examId);
      setExamInProgress(false);
      void queryClient.invalidateQueries({ queryKey: groupExamsQueryKey(groupId) });
      await releaseLeaveGuard();
      leaveForResult(exam);
    } finally {
      setSubmitting(false);
    }
  };

  const leaveClosedExam = async () => {
    await answers.clear();
    clearDrafts(studentId, examId);
    setExamInProgress(false);
    void queryClient.invalidateQueries({ queryKey: groupExamsQueryKey(groupId) });
    await releaseLeaveGuard();
    if (exam) leaveForResult(exam);
  };

  // One function for the page's life: the pager (memoised) is not drawn again with each answer.
  const confirmNextPage = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: t('Go to the next page?'),
          content: t('You cannot come back to this page.'),
          okText: t('Next'),
          cancelText: t('Stay'),
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal, t],
  );

  const answered = exam ? answeredCount(exam.questions, answers.shown) : 0;
  // Read once: the text boxes keep their own text from then on.
  const drafts = useMemo(() => readDrafts(studentId, examId), [studentId, examId]);

  const askSubmit = () => {
    const typed = exam
      ? draftsToSave(exam.questions, answers.shown, readDrafts(studentId, examId)).length
      : 0;
    if (answered + typed === 0) {
      modal.warning({ title: t(examMessages.noAnswerYet) });
      return;
    }
    const questionCount = exam?.questions.length ?? 0;
    const answeredText = t(
      questionCount === 1
        ? 'You answered {{answered}} of {{count}} question.'
        : 'You answered {{answered}} of {{count}} questions.',
      {
        answered,
        count: questionCount,
      },
    );
    modal.confirm({
      title: t('Are you sure you want to submit the exam?'),
      content: typed
        ? `${answeredText} ${t('Written answers you typed but did not submit ({{count}}) are submitted with the exam.', { count: typed })}`
        : answeredText,
      okText: t('Submit'),
      onOk: () => void finalSubmit(),
    });
  };

  if (query.isPending || (exam && !answers.ready)) {
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
        <Spin role="status" size="large" aria-label={t('Loading')} />
      </div>
    );
  }
  if (!exam) {
    return query.error && isNetworkFailure(query.error) ? (
      <LoadError onRetry={() => void query.refetch()} />
    ) : null;
  }

  return (
    <div>
      <LiveExamHeader
        exam={exam}
        subjectNames={subjectNames}
        endsAt={deadline}
        online={online}
        timeZone={timeZone}
      />
      <ConfigProvider theme={stillTheme}>
        <div
          aria-disabled={timeOver}
          style={timeOver ? { opacity: 0.4, pointerEvents: 'none', userSelect: 'none' } : undefined}
        >
          {exam.questions.slice(paging.page.start, paging.page.end).map((question, index) => {
            const shown = answers.shown.get(question._id);
            const { onAnswer, onDraft } = handlers.get(question._id)!;
            return (
              <QuestionCard
                key={question._id}
                question={question}
                number={paging.page.start + index + 1}
                value={shown?.answer}
                extra={shown?.extra}
                saved={shown?.state === 'saved'}
                state={shown?.state ?? 'none'}
                disabled={timeOver || submitting || closedAt !== null}
                onAnswer={onAnswer}
                draft={drafts[question._id]?.text}
                onDraft={onDraft}
              />
            );
          })}
          <PaperPager
            index={paging.index}
            count={paging.count}
            sequential={paging.sequential}
            disabled={submitting || closedAt !== null}
            onGo={paging.go}
            {...(paging.sequential ? { confirmNext: confirmNextPage } : {})}
          />
        </div>
      </ConfigProvider>
      <TickingSubmissionBar
        answered={answered}
        total={exam.questions.length}
        deadline={deadline}
        stoppedAt={closedAt}
        waiting={waiting}
        onSubmit={askSubmit}
        disabled={!online || timeOver || closedAt !== null}
        loading={submitting}
      />
      {/* Mounted only while open: closed, they would still be drawn again with each answer. */}
      {timeOver && closedAt === null ? (
        <Modal
          open
          title={t(examMessages.timeOver)}
          closable={false}
          maskClosable={false}
          keyboard={false}
          cancelButtonProps={{ style: { display: 'none' } }}
          okButtonProps={{ loading: submitting }}
          onOk={() => void finalSubmit()}
        >
          {t('{{answered}}/{{total}} answered.', { answered, total: exam.questions.length })}
        </Modal>
      ) : null}
      {closedAt !== null ? (
        <Modal
          open
          title={t('Your exam has been submitted')}
          closable={false}
          maskClosable={false}
          keyboard={false}
          cancelButtonProps={{ style: { display: 'none' } }}
          onOk={() => void leaveClosedExam()}
        >
          {t(
            'Your exam was submitted for you (for example by the invigilator). The answers saved before that count.',
          )}
        </Modal>
      ) : null}
    </div>
  );
}
