import { qaStaffRoutes } from '@lms/domain/contract';
import { implement } from '../../plugins/route-registrar';
import { recordBefore } from '../audit/audit-trail';
import { addComment } from './add-comment';
import { commentBefore, questionBefore } from './audit-snapshots';
import { getMentorSubjects } from './get-mentor-subjects';
import { getStaffThread } from './get-staff-thread';
import { listStaffQuestions } from './list-staff-questions';
import { listStaffSubjects } from './list-staff-subjects';
import { removeComment } from './remove-comment';
import { removeQuestion } from './remove-question';
import { actorOf } from './scope';
import { setMentorSubjects } from './set-mentor-subjects';
import { setStatus } from './set-question-status';
import { updateComment } from './update-comment';
import { updateQuestion } from './update-question';

// A use case acting on a thread is given the caller with the subjects they answer (`actorOf`).

/**
 * The Teacher side of the forum: mentors see and answer the questions of their subjects (admins all),
 * complete or reopen threads, and edit or delete abusive content; moderators assign mentors' subjects.
 */
export const qaStaffModule = implement(qaStaffRoutes, {
  questions: async ({ ctx, principal, query }) =>
    listStaffQuestions(ctx, await actorOf(ctx.db, principal), query),
  subjects: async ({ ctx, principal }) => listStaffSubjects(ctx, await actorOf(ctx.db, principal)),
  thread: async ({ ctx, principal, params }) =>
    getStaffThread(ctx, await actorOf(ctx.db, principal), params.questionId),
  reply: async ({ ctx, principal, params, body }) =>
    addComment(ctx, await actorOf(ctx.db, principal), { ...body, questionId: params.questionId }),
  setStatus: async ({ ctx, principal, params, body, request }) => {
    await recordBefore(request, () => questionBefore(ctx, params.questionId));
    return setStatus(ctx, await actorOf(ctx.db, principal), params.questionId, body.status);
  },
  editQuestion: async ({ ctx, principal, params, body, request }) => {
    await recordBefore(request, () => questionBefore(ctx, params.questionId));
    return updateQuestion(ctx, await actorOf(ctx.db, principal), { ...body, questionId: params.questionId });
  },
  deleteQuestion: async ({ ctx, principal, params, request }) => {
    await recordBefore(request, () => questionBefore(ctx, params.questionId));
    return removeQuestion(ctx, await actorOf(ctx.db, principal), params.questionId);
  },
  editComment: async ({ ctx, principal, params, body, request }) => {
    await recordBefore(request, () => commentBefore(ctx, params.commentId));
    return updateComment(ctx, await actorOf(ctx.db, principal), { ...body, commentId: params.commentId });
  },
  deleteComment: async ({ ctx, principal, params, request }) => {
    await recordBefore(request, () => commentBefore(ctx, params.commentId));
    return removeComment(ctx, await actorOf(ctx.db, principal), params.commentId);
  },
  mentorSubjects: async ({ ctx, params }) => getMentorSubjects(ctx, params.staffId),
  setMentorSubjects: async ({ ctx, params, body, request }) => {
    await recordBefore(request, () => getMentorSubjects(ctx, params.staffId));
    return setMentorSubjects(ctx, params.staffId, body.subjectIds);
  },
});
