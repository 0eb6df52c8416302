import { z } from 'zod';
import { id } from './common';
import { defineRoutes, staff } from './route';

/** GET /staff/groups/:groupId/admit-cards.pdf query. */
export const admitCardsQuery = z.object({
  /** The cards' language: English (default) or Bengali. */
  lang: z.enum(['en', 'bn']).default('en'),
});

/**
 * Printable admit cards of a group (admin and moderators, who admit students and keep groups): one
 * card per active student with name, roll, photo, the app's address and the first sign-in steps.
 */
export const admitCardRoutes = defineRoutes('admit cards', {
  admitCardsPdf: {
    method: 'GET',
    path: '/staff/groups/:groupId/admit-cards.pdf',
    access: staff('moderator'),
    summary:
      "A group's admit cards as an A4 PDF: name, roll, photo, the app's address and first sign-in steps",
    params: z.object({ groupId: id }),
    query: admitCardsQuery,
    raw: true,
  },
});
