import type { ItemKind } from '@lms/domain';
import { contentRoutes } from '@lms/domain/contract';
import type { FastifyReply } from 'fastify';
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
import { type HlsAnswer, serveHls } from './serve-hls';
import { startSubject } from './start-subject';

/** What the item routes' handlers read of a call: the three kinds' routes share one shape. */
interface ItemCall<P> {
  ctx: AppContext;
  principal: { id: string };
  params: P;
}

const itemsOf =
  (kind: ItemKind) =>
  async ({ ctx, principal, params }: ItemCall<{ subjectId: string }>) =>
    listSubjectItems(ctx, principal.id, params.subjectId, kind);

const contentsOf =
  (kind: ItemKind) =>
  async ({ ctx, principal, params }: ItemCall<{ id: string }>) =>
    getItemContents(ctx, principal.id, params.id, kind);

/** Writes a playlist, a segment or a redirect to the bucket, never cached. */
function sendHls(reply: FastifyReply, answer: HlsAnswer) {
  reply.header('cache-control', 'private, no-store');
  if (answer.kind === 'redirect') return reply.redirect(answer.url, 302);
  if (answer.kind === 'playlist') return reply.type('application/vnd.apple.mpegurl').send(answer.text);
  reply.header('content-type', answer.file.contentType);
  reply.header('content-length', String(answer.file.size));
  return reply.send(answer.file.body);
}

/** The student's study side: courses, subjects, items, contents, progress, ratings and video access. */
export const contentModule = implement(contentRoutes, {
  courses: async ({ ctx, principal }) => listStudentCourses(ctx, principal.id),
  subjects: async ({ ctx, principal, params }) => listCourseSubjects(ctx, principal.id, params.courseId),
  startSubject: async ({ ctx, principal, body }) =>
    startSubject(ctx, principal.id, ('data' in body ? body.data : body).subjectId),
  subjectCompletion: async ({ ctx, principal, params }) =>
    getSubjectCompletion(ctx, principal.id, params.courseId),
  lectures: itemsOf('lecture'),
  chapters: itemsOf('chapter'),
  questionSolves: itemsOf('question-solve'),
  lecture: contentsOf('lecture'),
  chapter: contentsOf('chapter'),
  questionSolve: contentsOf('question-solve'),
  markComplete: async ({ ctx, principal, params, body }) =>
    markComplete(ctx, principal.id, params.contentId, body),
  rate: async ({ ctx, principal, body }) => rateVideo(ctx, principal.id, body),
  fileUrl: async ({ ctx, principal, params }) => getFileUrl(ctx, principal.id, params.fileId),
  videoToken: async ({ ctx, principal, body }) => issueVideoToken(ctx, principal.id, body.key),
  drmAuth: async ({ ctx, principal, body }) => authorizeDrm(ctx, principal, body),
  hls: async ({ ctx, params, query, reply }) => sendHls(reply, await serveHls(ctx, params['*'], query.token)),
});
