import { studentProfile, updateProfileBody } from '@lms/domain/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStudent, studentOf } from '../../plugins/auth';
import { updateProfile } from './update-profile';

/** The student's own profile changes (SPEC.md §7 PATCH /student/profile). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/student/profile',
    {
      onRequest: requireStudent,
      schema: {
        tags: ['account'],
        summary: 'Change my SSCGPA, HSCGPA or profile picture (other fields are read-only)',
        body: updateProfileBody,
        response: { 200: z.object({ data: studentProfile }) },
      },
    },
    async (request) => ({ data: await updateProfile(app.ctx, studentOf(request).id, request.body) }),
  );
};
