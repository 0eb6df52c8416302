import { answerShapeError, isAnswerAccepted, isWrittenQuestionType } from '@lms/domain';
import type { SavedAnswerResult } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import type { StoredAttachment } from '../../../db/schema';
import { badRequest, conflict } from '../../../lib/http-error';
import { attemptAccess, findAttempt } from '../attempt-repository';
import { examGivenTo } from '../exam-access';
import { examErrors } from '../exam-errors';
import { canonicalAnswer } from '../exam-paper';
import { examServices } from '../exam-services';

/** An answer as the client sends it (the add-answer body), with the route's flags. */
export interface AnswerInput {
  examId: string;
  groupId: string;
  questionId: string;
  /** MCQ `[text]`, checkbox `[text, ...]`, MCA one 'true'|'false'|'N' per option as shown, written `[text]`. */
  answer: string[];
  /** When the student answered, epoch ms; the server's time when absent. */
  timestamp?: number;
  extra: StoredAttachment[];
  answerIndex?: number | null;
  /** Saved on the device while offline and sent again (`?offline=true`). */
  offline: boolean;
}

const MAX_TRIES = 3;

/**
 * Saves one answer (the hot path): exam data from memory, the attempt from memory, the
 * answer mapped back to canonical option order, the deadline and grace rule, then one batched
 * upsert that also re-checks the attempt is open and the student still in the group. Last write by the
 * client's timestamp wins; a locked answer gives 423. Answers only after the write is committed.
 */
export async function saveAnswer(
  ctx: AppContext,
  studentId: string,
  input: AnswerInput,
): Promise<SavedAnswerResult> {
  const services = examServices(ctx);
  const receivedAt = ctx.now();
  const { exam, assignment } = await examGivenTo(ctx, input.examId, input.groupId);
  const question = exam.questionById.get(input.questionId);
  if (!question) throw badRequest('No such question', 'This question is not part of this exam.');
  const shapeError = answerShapeError(question, input.answer, input.answerIndex ?? undefined);
  if (shapeError) throw badRequest('Invalid answer', shapeError);

  let attempt = services.attempts.get(exam.id, studentId, exam.version);
  if (!attempt) {
    attempt = (await findAttempt(ctx.db, exam.id, studentId)) ?? undefined;
    if (!attempt) throw examErrors.startFirst();
    services.attempts.set(attempt, exam.version);
  }
  if (attempt.submittedAt) throw examErrors.alreadySubmitted();
  if (question.pool !== null && !attempt.drawnQuestionIds?.includes(question.id))
    throw badRequest('No such question', 'This question is not part of this exam.');
  // A time in the future is read as now: a wrong device clock must not make an answer win forever.
  const clientTs = Math.min(input.timestamp ?? Number.POSITIVE_INFINITY, receivedAt.getTime());
  const startedAt = attempt.startedAt;
  const acceptedBy = (deadline: Date) =>
    isAnswerAccepted({
      receivedAt,
      clientTimestamp: clientTs,
      startedAt,
      deadline,
      graceSeconds: ctx.config.EXAM_OFFLINE_GRACE_SECONDS,
    });
  if (!acceptedBy(attempt.deadlineAt)) {
    // Staff may have given the student more time (on any node): the stored deadline decides.
    const fresh = await findAttempt(ctx.db, exam.id, studentId);
    if (!fresh || !acceptedBy(fresh.deadlineAt)) throw examErrors.timeOver();
    attempt = fresh;
    services.attempts.set(fresh, exam.version);
  }

  const write = {
    attemptId: attempt.id,
    questionId: question.id,
    groupId: input.groupId,
    studentId,
    type: question.type,
    multipleTimesSubmission: assignment.multipleTimesSubmission,
    answer: canonicalAnswer(exam, attempt.seed, question, input.answer),
    extra: isWrittenQuestionType(question.type) ? input.extra : [],
    clientTs,
    receivedAt,
    offline: input.offline,
  };
  for (let tries = 1; tries <= MAX_TRIES; tries++) {
    const outcome = await services.writer.write(write);
    if (outcome === 'saved' || outcome === 'stale') {
      services.activity.noteSave(attempt.id, receivedAt);
      return {
        questionId: question.id,
        answer: input.answer,
        extra: write.extra,
        timestamp: clientTs,
        offline: input.offline,
        /** False when a newer answer (by the client's timestamp) was stored already. */
        latest: outcome === 'saved',
      };
    }
    if (outcome === 'locked') throw examErrors.answerLocked();
    const access = await attemptAccess(ctx.db, attempt.id, input.groupId);
    if (access === 'gone') {
      services.attempts.forget(exam.id, studentId);
      // A retake through another node replaced the attempt this node had cached: use the new one.
      const current = await findAttempt(ctx.db, exam.id, studentId);
      if (!current || current.id === attempt.id || current.submittedAt) throw examErrors.startFirst();
      services.attempts.set(current, exam.version);
      return saveAnswer(ctx, studentId, input);
    }
    if (access === 'submitted') {
      services.attempts.set({ ...attempt, submittedAt: receivedAt }, exam.version);
      throw examErrors.alreadySubmitted();
    }
    if (access === 'removed') throw examErrors.removedFromGroup();
    // 'open': another write of this answer got in between the read and the write; go again.
  }
  throw conflict('Please try again', 'The answer was changed at the same time from elsewhere.');
}
