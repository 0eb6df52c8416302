import { ITEM_KINDS } from '@lms/domain';
import { id } from '@lms/domain/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff } from '../../../plugins/auth';
import { groupContentItems } from '../group-content';
import { videoJobsOf } from '../video-jobs/run-video-jobs';
import { addFile } from './add-file';
import { createHlsUpload } from './create-hls-upload';
import { deleteContent } from './delete-catalog';
import { grantItems, revokeItem, setGroupCourse } from './grant-content';
import { listAllCourses, listStaffContents, listStaffItems, listStaffSubjects } from './list-catalog';
import { orderContent } from './order-content';
import { registerVideo } from './register-video';
import {
  createCourse,
  createItem,
  createSubject,
  updateCourse,
  updateItem,
  updateSubject,
} from './save-catalog';
import { getStaffVideo, updateVideo } from './update-video';

const name = z.string().trim().min(1, 'is required').max(200);
const description = z.string().trim().max(5000);
/** A storage key from a signed request, or an https address. */
const fileRef = z.string().trim().max(500);
const courseBody = z.object({
  name,
  description: description.optional(),
  image: fileRef.optional(),
  type: z.enum(['course', 'qna']).optional(),
  qa: z.boolean().optional(),
});
const videoFlags = {
  thumbnail: fileRef.optional(),
  isPublished: z.boolean().optional(),
  isDrmEnabled: z.boolean().optional(),
  drmContentId: z.string().trim().max(200).optional(),
};
const params = (...names: string[]) => z.object(Object.fromEntries(names.map((n) => [n, id])));
const hasSome = <T extends object>(v: T) => Object.keys(v).length > 0;

/**
 * The staff side of content: courses, subjects, items, notes and videos with their
 * order, publishing, conversion progress, and grants to groups.
 */
export const staffContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['staff content'];
  const onRequest = requireStaff('contentUploader');
  const grants = requireStaff('contentUploader', 'moderator');

  app.addHook('onReady', async () => videoJobsOf(ctx).start());
  app.addHook('onClose', async () => videoJobsOf(ctx).stop());

  app.get('/staff/courses', { onRequest, schema: { tags } }, async () => ({
    data: await listAllCourses(ctx),
  }));
  app.post('/staff/courses', { onRequest, schema: { tags, body: courseBody } }, async (request, reply) =>
    reply.status(201).send({ data: await createCourse(ctx, request.body) }),
  );
  app.patch(
    '/staff/courses/:courseId',
    {
      onRequest,
      schema: {
        tags,
        params: params('courseId'),
        body: courseBody.partial().refine(hasSome, 'nothing to change'),
      },
    },
    async (request) => ({ data: await updateCourse(ctx, request.params.courseId!, request.body) }),
  );
  app.get(
    '/staff/courses/:courseId/subjects',
    { onRequest, schema: { tags, params: params('courseId') } },
    async (request) => ({ data: await listStaffSubjects(ctx, request.params.courseId!) }),
  );

  app.post(
    '/staff/subjects',
    { onRequest, schema: { tags, body: z.object({ courseId: id, name, image: fileRef.optional() }) } },
    async (request, reply) => reply.status(201).send({ data: await createSubject(ctx, request.body) }),
  );
  app.patch(
    '/staff/subjects/:subjectId',
    {
      onRequest,
      schema: {
        tags,
        params: params('subjectId'),
        body: z
          .object({ name: name.optional(), image: fileRef.optional() })
          .refine(hasSome, 'nothing to change'),
      },
    },
    async (request) => ({ data: await updateSubject(ctx, request.params.subjectId!, request.body) }),
  );
  app.get(
    '/staff/subjects/:subjectId/items',
    {
      onRequest,
      schema: {
        tags,
        params: params('subjectId'),
        querystring: z.object({ kind: z.enum(ITEM_KINDS).optional() }),
      },
    },
    async (request) => ({ data: await listStaffItems(ctx, request.params.subjectId!, request.query.kind) }),
  );

  app.post(
    '/staff/items',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add a lecture, chapter or question-solve item to a subject',
        body: z.object({
          kind: z.enum(ITEM_KINDS),
          subjectId: id,
          name,
          description: description.optional(),
        }),
      },
    },
    async (request, reply) => reply.status(201).send({ data: await createItem(ctx, request.body) }),
  );
  app.patch(
    '/staff/items/:itemId',
    {
      onRequest,
      schema: {
        tags,
        params: params('itemId'),
        body: z
          .object({ name: name.optional(), description: description.optional() })
          .refine(hasSome, 'nothing to change'),
      },
    },
    async (request) => ({ data: await updateItem(ctx, request.params.itemId!, request.body) }),
  );
  app.get(
    '/staff/items/:itemId/contents',
    { onRequest, schema: { tags, params: params('itemId') } },
    async (request) => ({
      data: await listStaffContents(ctx, request.params.itemId!),
    }),
  );
  app.post(
    '/staff/items/:itemId/files',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add an uploaded note',
        params: params('itemId'),
        body: z.object({ title: name, key: fileRef }),
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await addFile(ctx, request.params.itemId!, request.body) }),
  );
  app.post(
    '/staff/items/:itemId/videos',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Register an uploaded HLS folder, or a video file to convert',
        params: params('itemId'),
        body: z.object({
          title: name,
          ...videoFlags,
          hls: z.object({ key: fileRef, playlist: fileRef.default('master.m3u8') }).optional(),
          sourceKey: fileRef.optional(),
        }),
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await registerVideo(ctx, request.params.itemId!, request.body) }),
  );

  app.post(
    '/staff/videos/hls-upload',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Signed upload URLs for the files of an HLS folder',
        body: z.object({ files: z.array(z.string().trim().min(1).max(300)).min(1).max(5000) }),
      },
    },
    async (request) => ({ data: await createHlsUpload(ctx, request.body.files) }),
  );
  app.get(
    '/staff/videos/:videoId',
    { onRequest, schema: { tags, params: params('videoId') } },
    async (request) => ({
      data: await getStaffVideo(ctx, request.params.videoId!),
    }),
  );
  app.patch(
    '/staff/videos/:videoId',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Publish, unpublish or edit a video',
        params: params('videoId'),
        body: z
          .object({ title: name.optional(), isAvailable: z.boolean().optional(), ...videoFlags })
          .refine(hasSome, 'nothing to change'),
      },
    },
    async (request) => ({ data: await updateVideo(ctx, request.params.videoId!, request.body) }),
  );

  for (const what of ['course', 'subject', 'item', 'video', 'file'] as const) {
    app.delete(
      `/staff/${what}s/:id`,
      { onRequest, schema: { tags, params: params('id') } },
      async (request) => ({
        data: await deleteContent(ctx, what, request.params.id!),
      }),
    );
  }

  app.put(
    '/staff/content/order',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Order courses, or the subjects, items, videos or files of one parent',
        body: z.object({
          type: z.enum(['courses', 'subjects', 'items', 'videos', 'files']),
          ids: z.array(id).min(1).max(1000),
        }),
      },
    },
    async (request) => ({ data: await orderContent(ctx, request.body.type, request.body.ids) }),
  );

  app.put(
    '/staff/groups/:groupId/course',
    {
      onRequest: grants,
      schema: { tags, params: params('groupId'), body: z.object({ courseId: id.nullable() }) },
    },
    async (request) => ({ data: await setGroupCourse(ctx, request.params.groupId!, request.body.courseId) }),
  );
  app.get(
    '/staff/groups/:groupId/items',
    { onRequest: grants, schema: { tags, params: params('groupId') } },
    async (request) => ({
      data: await groupContentItems(ctx.db, request.params.groupId!),
    }),
  );
  app.post(
    '/staff/groups/:groupId/items',
    {
      onRequest: grants,
      schema: { tags, params: params('groupId'), body: z.object({ itemIds: z.array(id).min(1).max(1000) }) },
    },
    async (request) => ({ data: await grantItems(ctx, request.params.groupId!, request.body.itemIds) }),
  );
  app.delete(
    '/staff/groups/:groupId/items/:itemId',
    { onRequest: grants, schema: { tags, params: params('groupId', 'itemId') } },
    async (request) => ({ data: await revokeItem(ctx, request.params.groupId!, request.params.itemId!) }),
  );
};
