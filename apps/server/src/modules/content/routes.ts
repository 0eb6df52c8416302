import type { ItemKind } from '@lms/domain';
import { contentRoutes } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { implement } from '../../plugins/route-registrar';
import { authorizeDrm } from './authorize-drm';
import { getFileUrl } from './get-file-url';
import { getItemContents } from './get-item-contents';
import { getSubjectCompletion } from './get-subject-completion';
import { issueVideoToken } from './issue-video-token';
import { listStudentCourses } from './list-courses';
import { listSubjectItems } from './list-items';
import { listCourseSubjects } from './list-subjects';
import { markComplete } from './mark-complete';
import { rateVideo } from './rate-video';
import { hlsTokenOf, serveHls, writeHls } from './serve-hls';
import { startSubject } from './start-subject';

/** What the item routes' handlers read of a call: the three kinds' routes share one shape. */
interface ItemCall<P> {
  ctx: AppContext;
  principal: { id: string };
  params: P;
}

const itemsOf = ({ ctx, principal, params }: ItemCall<{ subjectId: string }>, kind: ItemKind) =>
  listSubjectItems(ctx, principal.id, params.subjectId, kind);

const contentsOf =
  (kind: ItemKind) =>
  async ({ ctx, principal, params }: ItemCall<{ id: string }>) =>
    getItemContents(ctx, principal.id, params.id, kind);

/** The student's study side: courses, subjects, items, contents, progress, ratings and video access. */
export const contentModule = implement(contentRoutes, {
  courses: async ({ ctx, principal }) => listStudentCourses(ctx, principal.id),
  subjects: async ({ ctx, principal, params }) => listCourseSubjects(ctx, principal.id, params.courseId),
  startSubject: async ({ ctx, principal, body }) =>
    startSubject(ctx, principal.id, ('data' in body ? body.data : body).subjectId),
  subjectCompletion: async ({ ctx, principal, params }) =>
    getSubjectCompletion(ctx, principal.id, params.courseId),
  // The subject with the list under the kind's name, as the original client reads it.
  lectures: async (call) => ({ _id: call.params.subjectId, lectures: await itemsOf(call, 'lecture') }),
  chapters: async (call) => ({ _id: call.params.subjectId, chapters: await itemsOf(call, 'chapter') }),
  questionSolves: async (call) => ({
    _id: call.params.subjectId,
    questionSolves: await itemsOf(call, 'question-solve'),
  }),
  lecture: contentsOf('lecture'),
  chapter: contentsOf('chapter'),
  questionSolve: contentsOf('question-solve'),
  markComplete: async ({ ctx, principal, params, body }) =>
    markComplete(ctx, principal.id, params.contentId, body),
  rate: async ({ ctx, principal, body }) => rateVideo(ctx, principal.id, body),
  fileUrl: async ({ ctx, principal, params }) => getFileUrl(ctx, principal.id, params.fileId),
  videoToken: async ({ ctx, principal, body }) => issueVideoToken(ctx, principal.id, body.key),
  drmAuth: async ({ ctx, principal, body }) => authorizeDrm(ctx, principal, body),
  hls: async ({ ctx, params, query, request, reply }) =>
    writeHls(reply, await serveHls(ctx, params['*'], hlsTokenOf(query.token, request.headers.authorization))),
});
