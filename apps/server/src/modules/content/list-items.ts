import type { ItemKind } from '@lms/domain';
import type { AppContext } from '../../context';
import { assertVisible, seesItem, seesSubject } from './access';
import { studentAccess } from './access-repository';
import { findSubject, itemsOfSubjects } from './content-repository';
import { itemView } from './views';

/**
 * GET /lecture|chapter|question-solve/by-subject-id/{subjectId}: the subject's items of that kind the
 * student sees, in the staff's order (404 for a subject outside their groups).
 */
export async function listSubjectItems(
  ctx: AppContext,
  studentId: string,
  subjectId: string,
  kind: ItemKind,
) {
  const access = await studentAccess(ctx.db, studentId);
  const subject = await findSubject(ctx.db, subjectId);
  assertVisible(subject, (s) => seesSubject(access, s), 'Subject');
  const items = await itemsOfSubjects(ctx.db, [subjectId], kind);
  return items.filter((i) => seesItem(access, i)).map(itemView);
}
