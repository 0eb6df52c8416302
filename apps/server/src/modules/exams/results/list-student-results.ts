import type { StudentDetail } from '@lms/domain/contract';
import type { Queryable } from '../../../db/client';
import { studentResultRows } from './student-results-repository';

/** A student's exam attempts with their scores, newest first, as staff see them on the student. */
export async function listStudentResults(
  db: Queryable,
  studentId: string,
): Promise<StudentDetail['attempts']> {
  const rows = await studentResultRows(db, studentId);
  return rows.map((r) => ({
    ...r,
    startedAt: r.startedAt.toISOString(),
    submittedAt: r.submittedAt?.toISOString() ?? null,
  }));
}
