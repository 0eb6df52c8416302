import { messages, normalizePhone, STAFF_ROLES } from '@lms/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { branches, groups } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { requireStaff, staffOf } from '../../plugins/auth';
import { findStudentByUsername } from '../account/student-repository';
import { notifyAddedToGroup } from '../notifications/notify-events';
import { admitStudents, notifyJoinedGroups } from './admit-students';
import { createStaff } from './create-staff';
import { importRoster } from './import-roster';
import { loginStaff } from './login-staff';
import {
  addMembers,
  existingGroupIds,
  listBranches,
  listGroups,
  removeMember,
  searchStudents,
} from './org-repository';

const uuid = z.uuid('must be an id');
const text = (max: number) => z.string().trim().min(1).max(max);
const phone = z
  .string()
  .trim()
  .refine((p) => normalizePhone(p) !== null, messages.phoneInvalidRegister);

const admission = z.object({
  name: text(120),
  sid: text(40),
  /** The mobile number from the admission form (11 digits). */
  phone,
  /** A guardian's mobile number. */
  contact: phone.optional(),
  branchId: uuid.optional(),
  session: z.string().trim().max(40).optional(),
  groupIds: z.array(uuid).max(50).default([]),
});

/** Staff sign-in and the basics of running an institute: staff, branches, groups, students. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['staff'];
  const ctx = app.ctx;

  app.post(
    '/staff/login',
    {
      schema: {
        tags,
        summary: 'Staff sign-in; the session id comes in the sessionId header',
        body: z.object({ username: text(60), password: z.string().min(1).max(200) }),
      },
    },
    async (request, reply) => {
      const { staff, sessionId } = await loginStaff(ctx, { ...request.body, ip: request.ip });
      reply.header('sessionId', sessionId);
      return { data: { staff } };
    },
  );

  app.get(
    '/staff/me',
    {
      onRequest: requireStaff(
        'moderator',
        'examModerator',
        'examiner',
        'contentUploader',
        'questionUploader',
        'mentor',
      ),
      schema: { tags },
    },
    async (request) => {
      const s = staffOf(request);
      return { data: { _id: s.id, username: s.username, name: s.name, roles: s.roles } };
    },
  );

  app.post(
    '/staff/accounts',
    {
      onRequest: requireStaff(),
      schema: {
        tags,
        summary: 'Create a staff account (admin)',
        body: z.object({
          username: z
            .string()
            .trim()
            .regex(/^[a-zA-Z0-9._-]{3,40}$/, 'use 3-40 letters, digits, dot, dash or underscore'),
          name: text(120),
          password: z.string().min(8, 'must be at least 8 characters').max(200),
          roles: z.array(z.enum(STAFF_ROLES)).min(1),
        }),
      },
    },
    async (request, reply) => reply.status(201).send({ data: await createStaff(ctx, request.body) }),
  );

  const orgAdmin = requireStaff('moderator');

  app.get('/staff/branches', { onRequest: orgAdmin, schema: { tags } }, async () => ({
    data: (await listBranches(ctx.db)).map((b) => ({ _id: b.id, name: b.name, division: b.division })),
  }));

  app.post(
    '/staff/branches',
    {
      onRequest: orgAdmin,
      schema: { tags, body: z.object({ name: text(120), division: z.string().trim().max(120).default('') }) },
    },
    async (request, reply) => {
      const [b] = await ctx.db.insert(branches).values(request.body).returning();
      return reply.status(201).send({ data: { _id: b!.id, name: b!.name, division: b!.division } });
    },
  );

  app.get('/staff/groups', { onRequest: orgAdmin, schema: { tags } }, async () => ({
    data: (await listGroups(ctx.db)).map((g) => ({
      _id: g.id,
      name: g.name,
      courseId: g.courseId,
      members: g.members,
    })),
  }));

  app.post(
    '/staff/groups',
    {
      onRequest: orgAdmin,
      schema: { tags, body: z.object({ name: text(120), courseId: uuid.optional() }) },
    },
    async (request, reply) => {
      const [g] = await ctx.db.insert(groups).values(request.body).returning();
      return reply.status(201).send({ data: { _id: g!.id, name: g!.name, courseId: g!.courseId } });
    },
  );

  app.post(
    '/staff/groups/:groupId/students',
    {
      onRequest: orgAdmin,
      schema: {
        tags,
        summary: 'Add students to a group',
        params: z.object({ groupId: uuid }),
        body: z.object({ studentIds: z.array(uuid).min(1).max(5000) }),
      },
    },
    async (request) => {
      const { groupId } = request.params;
      if (!(await existingGroupIds(ctx.db, [groupId])).has(groupId)) throw notFound('No such group');
      let newcomers: string[];
      try {
        newcomers = await addMembers(ctx.db, groupId, request.body.studentIds);
      } catch {
        throw badRequest('Unknown student', 'Every id must be an admitted student.');
      }
      await notifyAddedToGroup(ctx, groupId, newcomers);
      return { data: { groupId, added: request.body.studentIds.length } };
    },
  );

  app.delete(
    '/staff/groups/:groupId/students/:studentId',
    {
      onRequest: orgAdmin,
      schema: {
        tags,
        summary: 'Remove a student from a group',
        params: z.object({ groupId: uuid, studentId: uuid }),
      },
    },
    async (request) => {
      const removed = await removeMember(ctx.db, request.params.groupId, request.params.studentId);
      if (!removed) throw notFound('Not a member', 'This student is not in this group.');
      return { data: { removed: true } };
    },
  );

  app.get(
    '/staff/students',
    {
      onRequest: orgAdmin,
      schema: {
        tags,
        querystring: z.object({
          search: z.string().trim().max(60).optional(),
          groupId: uuid.optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
          offset: z.coerce.number().int().min(0).default(0),
        }),
      },
    },
    async (request) => ({
      data: (await searchStudents(ctx.db, request.query)).map(({ id, ...s }) => ({ _id: id, ...s })),
    }),
  );

  app.post(
    '/staff/students',
    { onRequest: orgAdmin, schema: { tags, summary: 'Admit one student', body: admission } },
    async (request, reply) => {
      const b = request.body;
      const local = normalizePhone(b.phone)!;
      if (await findStudentByUsername(ctx.db, `88${local}`)) {
        throw conflict('This number is admitted already', 'Search for the student to change their details.');
      }
      const existing = await existingGroupIds(ctx.db, b.groupIds);
      if (b.groupIds.some((id) => !existing.has(id)))
        throw badRequest('Unknown group', 'Every group id must exist.');
      const [s] = await admitStudents(ctx, [
        {
          name: b.name,
          sid: b.sid,
          phone: local,
          contact: b.contact ? normalizePhone(b.contact)! : '',
          branchId: b.branchId ?? null,
          session: b.session ?? '',
          groupIds: b.groupIds,
        },
      ]).catch(() => {
        throw badRequest('Unknown branch', 'The branch id must exist.');
      });
      await notifyJoinedGroups(ctx, [s!]);
      return reply.status(201).send({ data: { _id: s!.id, username: s!.username } });
    },
  );

  app.post(
    '/staff/students/import',
    {
      onRequest: orgAdmin,
      bodyLimit: 10 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Import a roster CSV (name, sid, phone, contact, branch, session, groups)',
        body: z.object({
          csv: z
            .string()
            .min(1)
            .max(10 * 1024 * 1024),
        }),
      },
    },
    async (request) => ({ data: await importRoster(ctx, request.body.csv) }),
  );
};
