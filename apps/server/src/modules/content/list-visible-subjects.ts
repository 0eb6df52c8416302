import type { Queryable } from '../../db/client';
import { visibleSubjectIds } from './access-repository';

/**
 * The ids of the subjects a student sees through their groups (whole courses and granted items): other
 * areas (Q&A) limit a student to these.
 */
export function listVisibleSubjectIds(db: Queryable, studentId: string): Promise<string[]> {
  return visibleSubjectIds(db, studentId);
}
