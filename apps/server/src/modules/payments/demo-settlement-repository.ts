import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { paymentDemoDues, paymentDemoSettlements } from '../../db/schema';

/** DEMO ONLY: a student's demo dues (of one course, when named) with no settlement yet. */
export async function listOpenDemoDues(db: Queryable, studentId: string, courseId?: string) {
  const rows = await db
    .select({ due: paymentDemoDues })
    .from(paymentDemoDues)
    .leftJoin(paymentDemoSettlements, eq(paymentDemoSettlements.dueRef, paymentDemoDues.dueRef))
    .where(
      and(
        eq(paymentDemoDues.studentId, studentId),
        courseId ? eq(paymentDemoDues.courseId, courseId) : undefined,
        isNull(paymentDemoSettlements.reference),
      ),
    )
    .orderBy(paymentDemoDues.dueRef);
  return rows.map((r) => r.due);
}

/** DEMO ONLY: adds a demo due. */
export async function insertDemoDue(db: Queryable, row: typeof paymentDemoDues.$inferInsert): Promise<void> {
  await db.insert(paymentDemoDues).values(row).onConflictDoNothing();
}

/** Records a settled payment once per reference; false when that reference was recorded already. */
export async function insertDemoSettlement(
  db: Queryable,
  row: typeof paymentDemoSettlements.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(paymentDemoSettlements)
    .values(row)
    .onConflictDoNothing()
    .returning({ reference: paymentDemoSettlements.reference });
  return inserted.length > 0;
}
