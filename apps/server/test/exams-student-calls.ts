import { type AddAnswerBody, examRoutes, type Route, type RouteInput } from '@lms/domain/contract';
import { callRoute } from './support/call-route';
import type { TestApp } from './support/test-app';

/** Calls a route of the table as a session (or none) and returns status, parsed body and headers. */
export function routeCaller(t: TestApp) {
  return async <R extends Route>(route: R, input: RouteInput<R>, session?: string) => {
    const res = await callRoute(t.app, route, input, session ? { token: session } : {});
    // Every exam call answers with JSON.
    // biome-ignore lint/suspicious/noExplicitAny: tests read response bodies loosely
    const body: any = res.body ? res.json() : null;
    return { status: res.statusCode, body, headers: res.headers };
  };
}

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
  const call = routeCaller(t);
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
