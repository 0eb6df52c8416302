import type { GuardianView } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/http-error';
import type { GuardianPrincipal } from '../../lib/sessions';
import { isChildOf, listChildren } from './guardian-repository';

/** The guardian's number with the children that list it, read afresh (a roster change shows at once). */
export async function guardianView(ctx: AppContext, phone: string): Promise<GuardianView> {
  const children = await listChildren(ctx.db, phone);
  return {
    phone,
    children: children.map(({ student, branch, groups }) => ({
      _id: student.id,
      name: student.name,
      sid: student.sid,
      branch: branch ? { _id: branch.id, name: branch.name, division: branch.division } : null,
      groups: groups.map((g) => ({ _id: g.id, name: g.name })),
    })),
  };
}

/**
 * Answers `studentId` when it is one of the guardian's children, else 404: another family's child is
 * not the guardian's to know of. Every per-child route calls this before the student's own use case.
 */
export async function childOf(ctx: AppContext, guardian: GuardianPrincipal, studentId: string) {
  if (!(await isChildOf(ctx.db, guardian.phone, studentId)))
    throw notFound('No such child', 'This student does not list your number as guardian.');
  return studentId;
}
