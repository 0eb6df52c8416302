import { ITEM_KINDS } from '@lms/domain';
import {
  courseCard,
  drmAuth,
  drmAuthBody,
  fileUrl,
  itemContents,
  markCompleteResult,
  ratingResult,
  studyItem,
  subjectCard,
  subjectCompletion,
  subjectStart,
  videoToken,
} from '@lms/domain/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStudent, studentOf } from '../../plugins/auth';
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
import { id, idParams, markCompleteBody, rateBody, subjectStartBody, tokenBody } from './schemas';
import { serveHls } from './serve-hls';
import { startSubject } from './start-subject';

/** The student's study side (SPEC.md §7 Content): courses, subjects, items, contents, progress, video. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['content'];
  const onRequest = requireStudent;
  const ok = <T extends z.ZodType>(data: T) => ({ 200: z.object({ data }) });

  app.get(
    '/course',
    { onRequest, schema: { tags, summary: "The student's courses", response: ok(z.array(courseCard)) } },
    async (request) => ({
      data: await listStudentCourses(ctx, studentOf(request).id),
    }),
  );

  app.get(
    '/subject/by-course-id/:courseId',
    { onRequest, schema: { tags, params: z.object({ courseId: id }), response: ok(z.array(subjectCard)) } },
    async (request) => ({
      data: await listCourseSubjects(ctx, studentOf(request).id, request.params.courseId),
    }),
  );

  app.post(
    '/subject/start',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The student opened a subject',
        body: subjectStartBody,
        response: ok(subjectStart),
      },
    },
    async (request) => {
      const body = 'data' in request.body ? request.body.data : request.body;
      return { data: await startSubject(ctx, studentOf(request).id, body.subjectId) };
    },
  );

  app.get(
    '/course/:courseId/subject-completion',
    {
      onRequest,
      schema: { tags, params: z.object({ courseId: id }), response: ok(z.array(subjectCompletion)) },
    },
    async (request) => ({
      data: await getSubjectCompletion(ctx, studentOf(request).id, request.params.courseId),
    }),
  );

  for (const kind of ITEM_KINDS) {
    app.get(
      `/${kind}/by-subject-id/:subjectId`,
      {
        onRequest,
        schema: {
          tags,
          summary: `The ${kind} items of a subject`,
          params: z.object({ subjectId: id }),
          response: ok(z.array(studyItem)),
        },
      },
      async (request) => ({
        data: await listSubjectItems(ctx, studentOf(request).id, request.params.subjectId, kind),
      }),
    );
    app.get(
      `/${kind}/:id`,
      {
        onRequest,
        schema: {
          tags,
          summary: `A ${kind} with its videos and notes`,
          params: idParams,
          response: ok(itemContents),
        },
      },
      async (request) => ({
        data: await getItemContents(ctx, studentOf(request).id, request.params.id, kind),
      }),
    );
  }

  app.patch(
    '/content/mark-as-complete/:contentId',
    {
      onRequest,
      schema: {
        tags,
        params: z.object({ contentId: id }),
        body: markCompleteBody,
        response: ok(markCompleteResult),
      },
    },
    async (request) => ({
      data: await markComplete(ctx, studentOf(request).id, request.params.contentId, request.body),
    }),
  );

  app.post(
    '/content/rateContent',
    { onRequest, schema: { tags, body: rateBody, response: ok(ratingResult) } },
    async (request) => ({
      data: await rateVideo(ctx, studentOf(request).id, request.body),
    }),
  );

  app.get(
    '/content/file-url/:fileId',
    {
      onRequest,
      schema: {
        tags,
        summary: "A note's short-lived download URL",
        params: z.object({ fileId: id }),
        response: ok(fileUrl),
      },
    },
    async (request) => ({ data: await getFileUrl(ctx, studentOf(request).id, request.params.fileId) }),
  );

  app.post(
    '/lecture/getToken',
    {
      onRequest,
      schema: {
        tags,
        summary: 'A short-lived video access token',
        body: tokenBody,
        response: ok(videoToken),
      },
    },
    async (request) => ({ data: await issueVideoToken(ctx, studentOf(request).id, request.body.key) }),
  );

  app.post(
    '/content/drm-auth',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Licence token of a DRM-protected video',
        body: drmAuthBody,
        response: ok(drmAuth),
      },
    },
    async (request) => {
      const s = studentOf(request);
      return { data: await authorizeDrm(ctx, { id: s.id, username: s.username }, request.body) };
    },
  );

  app.get(
    '/hls/*',
    {
      // A player asks for a segment every few seconds; the access token is the guard here.
      config: { rateLimit: false },
      schema: {
        tags,
        summary: 'HLS playlists and segments, with ?token= from /lecture/getToken',
        params: z.object({ '*': z.string() }),
        querystring: z.object({ token: z.string().max(2000).optional() }),
      },
    },
    async (request, reply) => {
      const answer = await serveHls(ctx, request.params['*'], request.query.token);
      reply.header('cache-control', 'private, no-store');
      if (answer.kind === 'redirect') return reply.redirect(answer.url, 302);
      if (answer.kind === 'playlist') {
        return reply.type('application/vnd.apple.mpegurl').send(answer.text);
      }
      reply.header('content-type', answer.file.contentType);
      reply.header('content-length', String(answer.file.size));
      return reply.send(answer.file.body);
    },
  );
};
