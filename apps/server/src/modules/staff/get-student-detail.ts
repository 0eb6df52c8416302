import type { StudentDetail } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/http-error';
import { studentIdentity } from '../../lib/student-identity';
import { listStudentResults } from '../exams/results/list-student-results';
import { scorePendingResults } from '../exams/results/score-pending';
import { findStudentRecord } from './student-admin-repository';

/** A student's profile, groups and exam attempts, for the console's student view. */
export async function getStudentDetail(ctx: AppContext, id: string): Promise<StudentDetail> {
  const found = await findStudentRecord(ctx.db, id);
  if (!found) throw noSuchStudent();
  const { student: s } = found;
  await scorePendingResults(ctx, { studentId: s.id });
  return {
    ...studentIdentity(s),
    branchId: s.branchId,
    branchName: found.branchName,
    registered: s.passwordHash !== null,
    active: s.deactivatedAt === null,
    createdAt: s.createdAt.toISOString(),
    registeredAt: s.registeredAt?.toISOString() ?? null,
    groups: found.groups.map((g) => ({ _id: g.id, name: g.name })),
    extraTimeMinutes: s.extraTimeMinutes,
    attempts: await listStudentResults(ctx.db, s.id),
  };
}

/** The answer when the student in the path does not exist. */
export function noSuchStudent() {
  return notFound('No such student', 'The student may have been removed; reload the list.');
}
