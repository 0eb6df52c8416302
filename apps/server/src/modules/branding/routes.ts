import { branding } from '@lms/domain/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff } from '../../plugins/auth';
import { getBranding } from './get-branding';
import { updateBranding } from './update-branding';

const patch = z
  .object({
    name: z.string().trim().min(1).max(120),
    shortName: z.string().trim().min(1).max(40),
    logoUrl: z.string().trim().min(1).max(500),
    primaryColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1677ff'),
    assetHost: z.string().trim().min(1).max(500),
    supportEmail: z.email(),
  })
  .partial()
  .strict();

/** Public branding and its staff update. */
export const brandingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/branding',
    {
      schema: {
        tags: ['branding'],
        summary: 'Institute branding (public)',
        response: { 200: z.object({ data: branding }) },
      },
    },
    async () => ({ data: await getBranding(app.ctx) }),
  );

  app.patch(
    '/staff/branding',
    {
      onRequest: requireStaff(),
      schema: {
        tags: ['staff'],
        summary: 'Change the branding (admin)',
        body: patch,
        response: { 200: z.object({ data: branding }) },
      },
    },
    async (request) => ({ data: await updateBranding(app.ctx, request.body) }),
  );
};
