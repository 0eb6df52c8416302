import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { bumpUnseenResultNotice, findGroupName, rewriteResultNotices } from './notification-repository';
import { notifyEach, notifyGroup, notifyStudents, type StoredEach, storeEach } from './notify';

/**
 * Staff assigned an exam to a group: its members are told (info `on: 'exam'`; a click opens My Exams on
 * the Live or Practice tab). Call after the assignment is saved.
 */
export function notifyExamAssigned(
  ctx: AppContext,
  a: { groupId: string; examId: string; title: string; isPracticeExam: boolean; courseId?: string },
) {
  const kind = a.isPracticeExam ? 'practice exam' : 'exam';
  return notifyGroup(ctx, a.groupId, {
    type: 'notification',
    message: `A new ${kind} "${a.title}" has been added to your group.`,
    info: {
      on: 'exam',
      id: a.examId,
      title: a.title,
      isPracticeExam: a.isPracticeExam,
      ...(a.courseId ? { courseId: a.courseId } : {}),
    },
  });
}

/** An exam's result notification to each of its students, with their `examResultId` and the `groupId`
 * they sat it in (a click opens /result/{examId}/{groupId}; the original client opens My Exams with
 * `{isPracticeExam, examResultId}`). */
function resultNotices(
  exam: { examId: string; title: string; isPracticeExam: boolean },
  results: readonly { studentId: string; examResultId: string; groupId: string }[],
  message: string,
) {
  return results.map((r) => ({
    studentId: r.studentId,
    input: {
      type: 'notification' as const,
      message,
      info: {
        on: 'exam' as const,
        id: exam.examId,
        title: exam.title,
        isPracticeExam: exam.isPracticeExam,
        examResultId: r.examResultId,
        groupId: r.groupId,
      },
    },
  }));
}

/** Stores and pushes `resultNotices` (see `notifyEach`). */
function notifyEachResult(
  ctx: AppContext,
  exam: { examId: string; title: string; isPracticeExam: boolean },
  results: readonly { studentId: string; examResultId: string; groupId: string }[],
  message: string,
): Promise<number> {
  return notifyEach(ctx, resultNotices(exam, results, message));
}

const publishedMessage = (title: string) => `The result of "${title}" has been published.`;

/**
 * Results of an exam were published: each student gets their own notification (see `resultNotices`).
 * Call after the publish has committed.
 */
export function notifyResultsPublished(
  ctx: AppContext,
  exam: { examId: string; title: string; isPracticeExam: boolean },
  results: readonly { studentId: string; examResultId: string; groupId: string }[],
): Promise<number> {
  return notifyEachResult(ctx, exam, results, publishedMessage(exam.title));
}

/**
 * The notifications of `notifyResultsPublished`, stored in the publish's own transaction: a result never
 * turns public without its notification, and the rows are written before the results cost their full
 * read. Push them with `pushEach` once the transaction has committed.
 */
export function storeResultsPublished(
  tx: Tx,
  exam: { examId: string; title: string; isPracticeExam: boolean },
  results: readonly { studentId: string; examResultId: string; groupId: string }[],
  createdAt: Date,
): Promise<StoredEach> {
  return storeEach(tx, resultNotices(exam, results, publishedMessage(exam.title)), createdAt);
}

/**
 * Published results were scored again and show other figures (a changed paper, key or schedule): each
 * student is told with the same `info` as publishing, so a click opens the result. Call after the
 * re-score has committed.
 */
export function notifyResultsChanged(
  ctx: AppContext,
  exam: { examId: string; title: string; isPracticeExam: boolean },
  results: readonly { studentId: string; examResultId: string; groupId: string }[],
): Promise<number> {
  return notifyEachResult(ctx, exam, results, changedMessage(exam.title));
}

const changedMessage = (title: string) => `Your result of "${title}" has changed.`;

/**
 * An examiner's marks changed a published result: its student is told as after a re-score, but once
 * until they have seen it. An examiner marks a student's answers one by one, so the second and later
 * changes move the unseen notice to the top instead of adding one per answer. Returns how many new
 * notices were sent (0 or 1).
 */
export async function notifyMarkedResultChanged(
  ctx: AppContext,
  exam: { examId: string; title: string; isPracticeExam: boolean },
  result: { studentId: string; examResultId: string; groupId: string },
): Promise<number> {
  const message = changedMessage(exam.title);
  const bumped = await bumpUnseenResultNotice(ctx.db, {
    studentId: result.studentId,
    examId: exam.examId,
    examResultId: result.examResultId,
    message,
    now: ctx.now(),
  });
  return bumped ? 0 : notifyEachResult(ctx, exam, [result], message);
}

/**
 * An exam's results were unpublished: each result notification that led to a result page (published,
 * or changed) now says the result was withdrawn and opens My Exams, at the top of the student's list
 * and unseen, so no notice leads to a hidden result. Publishing again sends new ones. Returns how many.
 */
export function withdrawResultNotices(ctx: AppContext, exam: { examId: string; title: string }) {
  return rewriteResultNotices(
    ctx.db,
    exam.examId,
    `The result of "${exam.title}" was withdrawn for review. You will be told when it is published again.`,
    ctx.now(),
  );
}

/**
 * A teacher replied in a Q&A thread: the student who asked is told (info `on: 'question'`; a click
 * opens /question-details/{questionId}).
 */
export function notifyQaReply(
  ctx: AppContext,
  r: { studentId: string; questionId: string; courseId?: string; subjectId?: string },
) {
  return notifyStudents(ctx, [r.studentId], {
    type: 'notification',
    message: 'A teacher has replied to your question.',
    info: {
      on: 'question',
      id: r.questionId,
      ...(r.courseId ? { courseId: r.courseId } : {}),
      ...(r.subjectId ? { subjectId: r.subjectId } : {}),
    },
  });
}

/** Staff added students to a group: those new to it are told (info `on: 'group'`). */
export async function notifyAddedToGroup(ctx: AppContext, groupId: string, studentIds: readonly string[]) {
  if (studentIds.length === 0) return null;
  const name = await findGroupName(ctx.db, groupId);
  if (name === undefined) return null;
  return notifyStudents(ctx, studentIds, {
    type: 'notification',
    message: `You have been added to the group "${name}".`,
    info: { on: 'group', id: groupId, title: name },
  });
}
