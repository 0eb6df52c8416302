import type { AccountPrincipal, Principal } from '../../context';
import type { Queryable } from '../../db/client';
import { forbidden, notFound } from '../../lib/http-error';
import { listVisibleSubjectIds } from '../content/list-visible-subjects';
import { mentorSubjectIds } from './scope-repository';

/** A student id in a path or body must be the caller's own. */
export function assertSelf(callerId: string, givenId: string | undefined): void {
  if (givenId !== undefined && givenId !== callerId)
    throw forbidden('Not allowed', 'You can act only for yourself.');
}

/** The subjects whose questions a student sees: those of their groups. */
export function studentSubjectIds(db: Queryable, studentId: string): Promise<string[]> {
  return listVisibleSubjectIds(db, studentId);
}

/** The subjects a staff member answers: null means all (admin), else the mentor's subjects. */
export async function staffSubjectIds(
  db: Queryable,
  staff: Extract<Principal, { type: 'staff' }>,
): Promise<string[] | null> {
  if (staff.roles.includes('admin')) return null;
  return mentorSubjectIds(db, staff.id);
}

/** Who is acting on the forum, with the subjects they may see (null: every subject). */
export interface QaActor {
  kind: 'student' | 'staff';
  id: string;
  subjectIds: readonly string[] | null;
}

/** The actor of a request: a student limited to their groups' subjects, or staff to theirs. */
export async function actorOf(db: Queryable, principal: AccountPrincipal): Promise<QaActor> {
  if (principal.type === 'student')
    return { kind: 'student', id: principal.id, subjectIds: await studentSubjectIds(db, principal.id) };
  return { kind: 'staff', id: principal.id, subjectIds: await staffSubjectIds(db, principal) };
}

/** Throws 404 unless the actor may see questions of this subject (the question stays invisible). */
export function assertSees(actor: QaActor, question: { subjectId: string } | undefined): asserts question {
  if (!question || (actor.subjectIds && !actor.subjectIds.includes(question.subjectId)))
    throw notFound('Question not found', 'This question does not exist or is not in your subjects.');
}

/** The viewer id for likes, bookmarks and upvotes: staff have none. */
export function viewerOf(actor: QaActor): string | null {
  return actor.kind === 'student' ? actor.id : null;
}
