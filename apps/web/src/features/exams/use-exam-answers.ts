import { examMessages, isAnswerChangeLocked, type QuestionType } from '@lms/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-error';
import { translate } from '../../lib/i18n/use-t';
import { AnswerQueue } from '../../lib/offline-answers/answer-queue';
import {
  isOnline,
  reportServerReachable,
  subscribeConnectivity,
} from '../../lib/offline-answers/connectivity';
import { openAnswerStore } from '../../lib/offline-answers/dexie-store';
import type { LocalAnswer } from '../../lib/offline-answers/types';
import { toast } from '../../lib/toast';
import { addAnswer } from './api/add-answer';
import type { LiveExam } from './api/exam-types';
import { groupExamsQueryKey } from './api/get-group-exams';
import type { QuestionAnswer } from './components/question-input';
import { isAlreadySubmitted } from './exam-errors';
import { serverTimeNow } from './server-clock';
import { overlayGiven, type ShownAnswer, shownAnswers, withoutStale } from './shown-answers';

/** How long the "Internet has been restored" notice stays (10 seconds). */
const RESTORED_NOTICE_SECONDS = 10;
/** How often answers kept on the device are tried again while the server does not answer. */
const UNREACHABLE_RETRY_MS = 15_000;

/** What the exam page needs of its answers. */
export interface ExamAnswers {
  /** The answer each question shows, by question id. */
  shown: Map<string, ShownAnswer>;
  /** True once the answers kept on this device were read. */
  ready: boolean;
  /** The answers survive a reload (IndexedDB); false when they are only in memory. */
  persistent: boolean;
  /**
   * Records an answer (device first, then the server); resolves once it is kept on the device.
   * `options` stamps an earlier time and marks an answer sent after the deadline (`late`).
   */
  answer: (
    questionId: string,
    type: QuestionType,
    answer: QuestionAnswer,
    options?: { timestamp?: number; late?: boolean },
  ) => Promise<void>;
  /** Sends everything still waiting; resolves with how many answers could not be sent. */
  flush: () => Promise<number>;
  /** Forgets the exam's answers on this device (after the final submit). */
  clear: () => Promise<void>;
}

/**
 * The answers of the exam being taken, kept offline-safe by an AnswerQueue on the student's
 * IndexedDB store: a reload resumes with every answer; answers kept offline are resent when the
 * connection returns (with the "Internet has been restored" notice) and when the page opens.
 * Call inside antd's App (for the notice).
 */
export function useExamAnswers(
  exam: LiveExam | undefined,
  target: {
    examId: string;
    groupId: string;
    studentId: string;
    /** A save was refused because the attempt is submitted already (staff submitted it for the student). */
    onAlreadySubmitted?: () => void;
  },
): ExamAnswers {
  const { examId, groupId, studentId } = target;
  const onAlreadySubmittedRef = useRef(target.onAlreadySubmitted);
  onAlreadySubmittedRef.current = target.onAlreadySubmitted;
  const notificationRef = useRef(App.useApp().notification);
  const queryClient = useQueryClient();
  const [local, setLocal] = useState<LocalAnswer[]>([]);
  // Answers given but not yet reported back by the queue, shown at once (by question id).
  const [given, setGiven] = useState<ReadonlyMap<string, LocalAnswer>>(new Map());
  const lastStamp = useRef(0);
  const [ready, setReady] = useState(false);
  const [persistent, setPersistent] = useState(true);
  const queueRef = useRef<AnswerQueue | null>(null);
  const examRef = useRef(exam);
  examRef.current = exam;
  const isLive = exam ? !exam.isPracticeExam : false;
  const loaded = Boolean(exam);

  useEffect(() => {
    if (!loaded) return;
    let disposed = false;
    let queue: AnswerQueue | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    // The browser may still say online on a dead link: try the kept answers again now and then, and
    // the first one that gets through brings the app back online (and resends the rest).
    const retryLater = () => {
      if (retry !== undefined) return;
      retry = setTimeout(() => {
        retry = undefined;
        if (navigator.onLine) void queue?.resendOffline(0);
      }, UNREACHABLE_RETRY_MS);
    };
    void openAnswerStore(studentId).then(async (store) => {
      if (disposed) return;
      queue = new AnswerQueue({
        examId,
        store,
        now: serverTimeNow,
        send: (payload, options) => addAnswer({ examId, groupId, isLive }, payload, options),
        onChange: (answers) => {
          if (disposed) return;
          setLocal(answers);
          setGiven((map) =>
            answers.reduce(
              (kept, entry) => withoutStale(kept, entry.questionId, entry.payload.timestamp),
              map,
            ),
          );
        },
        onSaved: (_answer, { resent }) => {
          reportServerReachable(true);
          if (!resent) toast.success(examMessages.answerSubmitted);
        },
        onSavedLocally: () => {
          toast.warning(examMessages.savingLocally);
          reportServerReachable(false);
          retryLater();
        },
        onRejected: (answer, error) => {
          setGiven((map) => withoutStale(map, answer.questionId, Number.POSITIVE_INFINITY));
          const alreadySubmitted = onAlreadySubmittedRef.current;
          if (isAlreadySubmitted(error) && alreadySubmitted) {
            alreadySubmitted();
            return;
          }
          toast.error(
            error instanceof ApiError && error.title ? error.title : examMessages.unhandledException,
          );
          if (error instanceof ApiError && error.status === 403)
            void queryClient.invalidateQueries({ queryKey: groupExamsQueryKey(groupId) });
        },
      });
      queueRef.current = queue;
      const kept = await queue.list();
      if (disposed) return;
      setLocal(kept);
      setPersistent(store.persistent);
      setReady(true);
      if (kept.some((entry) => !entry.saved) && isOnline()) void queue.resendOffline();
    });
    const stop = subscribeConnectivity((online) => {
      if (!online || !queue) return;
      notificationRef.current.info({
        message: translate(examMessages.internetRestoredTitle),
        description: translate(examMessages.internetRestored),
        duration: RESTORED_NOTICE_SECONDS,
      });
      void queue.resendOffline();
    });
    return () => {
      disposed = true;
      clearTimeout(retry);
      stop();
      // Other pages do not probe the server: they must not stay offline because of this exam's saves.
      reportServerReachable(true);
      queue?.dispose();
      queueRef.current = null;
    };
  }, [loaded, examId, groupId, studentId, isLive, queryClient]);

  const shown = useMemo(
    () => shownAnswers(exam?.savedAnswers ?? {}, overlayGiven(local, given)),
    [exam?.savedAnswers, local, given],
  );
  const shownRef = useRef(shown);
  shownRef.current = shown;

  const answer = useCallback(
    async (
      questionId: string,
      type: QuestionType,
      next: QuestionAnswer,
      options: { timestamp?: number; late?: boolean } = {},
    ) => {
      const queue = queueRef.current;
      const current = examRef.current;
      if (!queue || !current) return;
      const previous = shownRef.current.get(questionId);
      if (
        isAnswerChangeLocked(type, current.multipleTimesSubmission, previous, {
          answer: next.answer,
          extra: next.extra,
        })
      ) {
        toast.error(examMessages.cannotChangeAnswer);
        return;
      }
      // Shown at once; the queue then reports what the device holds (the later answer wins).
      const timestamp = options.timestamp ?? Math.max(serverTimeNow(), lastStamp.current + 1);
      lastStamp.current = Math.max(lastStamp.current, timestamp);
      setGiven((map) =>
        new Map(map).set(questionId, {
          examId: current._id,
          questionId,
          type,
          payload: { questionId, answer: next.answer, extra: next.extra ?? [], timestamp },
          saved: false,
          offline: options.late ?? false,
          count: 0,
          acknowledged: null,
        }),
      );
      await queue.answer({ questionId, type, ...next, timestamp, late: options.late });
    },
    [],
  );

  const flush = useCallback(async () => (await queueRef.current?.flush())?.length ?? 0, []);
  const clear = useCallback(async () => {
    await queueRef.current?.clear();
  }, []);

  return { shown, ready, persistent, answer, flush, clear };
}
