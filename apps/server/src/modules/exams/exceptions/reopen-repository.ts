import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { examAttempts } from '../../../db/schema';

const columns = {
  id: examAttempts.id,
  studentId: examAttempts.studentId,
  submittedAt: examAttempts.submittedAt,
  deadlineAt: examAttempts.deadlineAt,
  reopenedAt: examAttempts.reopenedAt,
  reopenReason: examAttempts.reopenReason,
};

const onlineAttempt = (examId: string, studentId: string) =>
  and(
    eq(examAttempts.examId, examId),
    eq(examAttempts.studentId, studentId),
    eq(examAttempts.source, 'online'),
  );

/** A student's online attempt as a reopening reads it; `lock` holds its row until the transaction ends. */
export async function findReopenState(db: Queryable, examId: string, studentId: string, lock = false) {
  const query = db.select(columns).from(examAttempts).where(onlineAttempt(examId, studentId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * Puts a submitted attempt back in progress until `deadline`: its score and merit figures are cleared
 * (the result leaves the ranks until the next submit scores it again), the reopening is kept.
 */
export async function storeReopen(
  tx: Queryable,
  attemptId: string,
  values: { deadline: Date; at: Date; by: string; reason: string },
): Promise<void> {
  await tx
    .update(examAttempts)
    .set({
      submittedAt: null,
      autoSubmitted: false,
      scoredAt: null,
      rank: null,
      branchRank: null,
      percentile: null,
      subjectRanks: null,
      deadlineAt: values.deadline,
      reopenedAt: values.at,
      reopenedBy: values.by,
      reopenReason: values.reason,
    })
    .where(eq(examAttempts.id, attemptId));
}
