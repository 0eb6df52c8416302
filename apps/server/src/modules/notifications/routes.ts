import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff, requireStudent, studentOf } from '../../plugins/auth';
import { deleteNotification } from './delete-notification';
import { markSeen } from './mark-notification-seen';
import { NOTICE_TARGETS, sendNotice } from './send-notice';

const idParams = z.object({ id: z.uuid('must be a notification id') });

const noticeBody = z
  .object({
    /** The text students read. */
    message: z.string().trim().min(1, 'Write the notice').max(2000),
    /** An optional heading kept in the notice's info. */
    title: z.string().trim().max(200).optional(),
    groupId: z.uuid('must be a group id').optional(),
    courseId: z.uuid('must be a course id').optional(),
    studentId: z.uuid('must be a student id').optional(),
    /** What a click opens: content videos, a Q&A thread or My Exams (with `id` of that thing). */
    on: z.enum(NOTICE_TARGETS).optional(),
    id: z.uuid('must be an id').optional(),
  })
  .refine((b) => [b.groupId, b.courseId, b.studentId].filter(Boolean).length === 1, {
    message: 'Send a notice to exactly one of groupId, courseId or studentId',
  })
  .refine((b) => !b.on === !b.id, { message: 'Give both on and id, or neither' });

/** Stored notifications of a student (SPEC.md §7) and staff notices. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications'];
  const ctx = app.ctx;

  app.patch(
    '/notification/seen/:id',
    {
      onRequest: requireStudent,
      schema: {
        tags,
        summary: 'Mark one of my notifications seen',
        params: idParams,
        response: { 200: z.object({ data: z.object({ _id: z.string(), isSeen: z.boolean() }) }) },
      },
    },
    async (request) => ({ data: await markSeen(ctx, studentOf(request).id, request.params.id) }),
  );

  app.delete(
    '/notification/id/:id',
    {
      onRequest: requireStudent,
      schema: {
        tags,
        summary: 'Delete one of my notifications',
        params: idParams,
        response: { 200: z.object({ data: z.object({ _id: z.string(), deleted: z.boolean() }) }) },
      },
    },
    async (request) => ({ data: await deleteNotification(ctx, studentOf(request).id, request.params.id) }),
  );

  app.post(
    '/staff/notices',
    {
      onRequest: requireStaff('moderator'),
      schema: {
        tags,
        summary: 'Send a notice to a group, a course or a student (stored and pushed live)',
        body: noticeBody,
        response: {
          201: z.object({ data: z.object({ _id: z.string().nullable(), recipients: z.number() }) }),
        },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await sendNotice(ctx, request.body) }),
  );
};
