import { type AddAnswerBody, examRoutes } from '@lms/domain/contract';
import { caller } from './exams-fixtures';
import type { TestApp } from './support/test-app';

/** Where an answer goes: the exam, the group, and `offline` for an answer kept on the device. */
export interface AnswerTarget {
  examId: string;
  groupId: string;
  offline: boolean;
}

/** The answer target of an exam in a group. */
export function answerTo(examId: string, groupId: string, offline = false): AnswerTarget {
  return { examId, groupId, offline };
}

/**
 * Saves an answer as the live exam page does (`?isLive=true`, `&offline=true` when kept offline). The
 * body is sent as given: the tests send wrong ones too.
 */
export function answerSaver(t: TestApp) {
  const call = caller(t);
  return (target: AnswerTarget, session: string | undefined, body: unknown) =>
    call(
      examRoutes.addAnswer,
      {
        params: { examId: target.examId, groupId: target.groupId },
        query: { isLive: true, ...(target.offline ? { offline: true } : {}) },
        body: body as AddAnswerBody,
      },
      session,
    );
}
