import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/http-error';
import { publicBase } from '../../lib/public-address';
import { getBranding } from '../branding/get-branding';
import { logoImage, storedImage } from '../branding/logo-image';
import { admitCardsPdf } from './admit-card-pdf';
import { findGroupRow, groupCardStudents } from './org-repository';

/**
 * GET /staff/groups/:groupId/admit-cards.pdf: one admit card per active student of the group (name,
 * roll, photo, the app's address and how to sign in the first time), under the institute's name and
 * logo; 404 for no such group, 400 for a group without students. With its download name.
 */
export async function printAdmitCards(
  ctx: AppContext,
  groupId: string,
  options: { lang: 'en' | 'bn'; origin?: string },
) {
  const group = await findGroupRow(ctx.db, groupId);
  if (!group) throw notFound('No such group');
  const students = await groupCardStudents(ctx.db, groupId);
  if (students.length === 0)
    throw badRequest('The group has no students', 'Add students to the group first.');
  const branding = await getBranding(ctx);
  const cards = await Promise.all(
    students.map(async (s) => ({
      name: s.name,
      roll: s.sid,
      username: s.username,
      photo: s.profilePic ? await storedImage(ctx, s.profilePic) : null,
    })),
  );
  const body = await admitCardsPdf(
    {
      institute: { name: branding.name, logo: await logoImage(ctx, branding) },
      groupName: group.name,
      appUrl: publicBase(ctx, options.origin),
      lang: options.lang,
    },
    cards,
  );
  return { name: `admit-cards-${groupId.slice(0, 8)}.pdf`, body };
}
