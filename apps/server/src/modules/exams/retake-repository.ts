import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { examRetakes } from '../../db/schema';

/**
 * How many retakes the student has made of the exam. With `lock`, the count row is made if missing and
 * locked until the transaction ends, so two retakes at once cannot both pass the limit.
 */
export async function retakesUsed(
  db: Queryable,
  examId: string,
  studentId: string,
  lock = false,
): Promise<number> {
  if (lock) await db.insert(examRetakes).values({ examId, studentId }).onConflictDoNothing();
  const query = db
    .select({ used: examRetakes.used })
    .from(examRetakes)
    .where(and(eq(examRetakes.examId, examId), eq(examRetakes.studentId, studentId)));
  const [row] = lock ? await query.for('update') : await query;
  return row?.used ?? 0;
}

/** Counts one more retake of the exam by the student. */
export async function countRetake(db: Queryable, examId: string, studentId: string): Promise<void> {
  await db
    .insert(examRetakes)
    .values({ examId, studentId, used: 1 })
    .onConflictDoUpdate({
      target: [examRetakes.examId, examRetakes.studentId],
      set: { used: sql`${examRetakes.used} + 1` },
    });
}

/** The retakes the student has made of each of the exams (exams without a retake are left out). */
export async function retakesUsedOf(
  db: Queryable,
  studentId: string,
  examIds: string[],
): Promise<Map<string, number>> {
  if (examIds.length === 0) return new Map();
  const rows = await db
    .select({ examId: examRetakes.examId, used: examRetakes.used })
    .from(examRetakes)
    .where(and(eq(examRetakes.studentId, studentId), inArray(examRetakes.examId, examIds)));
  return new Map(rows.map((r) => [r.examId, r.used]));
}
