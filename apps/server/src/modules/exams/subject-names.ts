import type { ExamSubjectRef } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { examServices } from './exam-services';
import { findSubjectNames } from './subject-repository';

/** A subject as exam responses name it. */
export type SubjectRef = ExamSubjectRef;

/** Names of subjects by id (ids of no known subject are left out); cached on this node for a minute. */
export async function subjectNames(
  ctx: AppContext,
  ids: Iterable<string | null>,
): Promise<Map<string, string>> {
  const wanted = [...new Set([...ids].filter((id): id is string => Boolean(id)))].sort();
  if (wanted.length === 0) return new Map();
  return examServices(ctx).subjectNames.get(wanted.join(','), () => findSubjectNames(ctx.db, wanted));
}

/** A subject reference `{_id, name}`, or null without an id. */
export function subjectRef(id: string, names: Map<string, string>): SubjectRef;
export function subjectRef(id: string | null, names: Map<string, string>): SubjectRef | null;
export function subjectRef(id: string | null, names: Map<string, string>): SubjectRef | null {
  return id ? { _id: id, name: names.get(id) ?? null } : null;
}
