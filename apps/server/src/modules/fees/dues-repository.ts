import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { courses, feeDues, feeLedger, feePlans } from '../../db/schema';

/** A due row. */
export type DueRow = typeof feeDues.$inferSelect;
/** A new due. */
export type NewDue = Omit<typeof feeDues.$inferInsert, 'id' | 'createdAt'>;
/** A new ledger entry. */
export type LedgerEntry = Omit<typeof feeLedger.$inferInsert, 'id' | 'createdAt'>;

/** What is still owed on a due (its late fee as stored). */
export const openOf = (d: Pick<DueRow, 'amountPaisa' | 'discountPaisa' | 'lateFeePaisa' | 'paidPaisa'>) =>
  d.amountPaisa - d.discountPaisa + d.lateFeePaisa - d.paidPaisa;

const isOpen = sql`${feeDues.amountPaisa} - ${feeDues.discountPaisa} + ${feeDues.lateFeePaisa} > ${feeDues.paidPaisa}`;

/** Stores dues; answers them with their ids. */
export async function insertDues(db: Queryable, dues: NewDue[], at: Date): Promise<DueRow[]> {
  if (dues.length === 0) return [];
  return db
    .insert(feeDues)
    .values(dues.map((d) => ({ ...d, createdAt: at })))
    .returning();
}

/** Appends entries to the ledger. */
export async function insertLedger(db: Queryable, entries: LedgerEntry[], at: Date): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(feeLedger).values(entries.map((e) => ({ ...e, createdAt: at })));
}

/**
 * A student's dues (all, or only the open ones), oldest due day first, with their course's name and
 * their plan's late fee rule. `lock` takes their rows until the transaction ends (a payment's).
 */
export async function studentDues(
  db: Queryable,
  studentId: string,
  options: { courseId?: string; openOnly?: boolean; lock?: boolean } = {},
) {
  const query = db
    .select({ due: feeDues, courseName: courses.name, lateFee: feePlans.lateFee })
    .from(feeDues)
    .innerJoin(courses, eq(courses.id, feeDues.courseId))
    .leftJoin(feePlans, eq(feePlans.id, feeDues.planId))
    .where(
      and(
        eq(feeDues.studentId, studentId),
        options.courseId ? eq(feeDues.courseId, options.courseId) : undefined,
        options.openOnly ? isOpen : undefined,
      ),
    )
    .orderBy(asc(feeDues.dueOn), asc(feeDues.sequence), asc(feeDues.createdAt), asc(feeDues.id));
  return options.lock ? query.for('update', { of: feeDues }) : query;
}

/** Adds to what is paid on dues and sets their late fee (as a payment fixes it). */
export async function payDues(
  db: Queryable,
  changes: { dueId: string; paidPaisa: number; lateFeePaisa: number }[],
): Promise<void> {
  for (const c of changes)
    await db
      .update(feeDues)
      .set({ paidPaisa: sql`${feeDues.paidPaisa} + ${c.paidPaisa}`, lateFeePaisa: c.lateFeePaisa })
      .where(eq(feeDues.id, c.dueId));
}

/** Takes back what was paid on dues (a void or refund). */
export async function unpayDues(db: Queryable, changes: { dueId: string; amountPaisa: number }[]) {
  for (const c of changes)
    await db
      .update(feeDues)
      .set({ paidPaisa: sql`${feeDues.paidPaisa} - ${c.amountPaisa}` })
      .where(eq(feeDues.id, c.dueId));
}

/** Adds to the discount of dues. */
export async function discountDues(db: Queryable, cuts: { dueId: string; amountPaisa: number }[]) {
  for (const c of cuts)
    await db
      .update(feeDues)
      .set({ discountPaisa: sql`${feeDues.discountPaisa} + ${c.amountPaisa}` })
      .where(eq(feeDues.id, c.dueId));
}

/** Dues of a plan for these students (to re-apply a changed plan), rows locked. */
export async function planDues(db: Queryable, planId: string, studentIds: string[]) {
  if (studentIds.length === 0) return [];
  return db
    .select()
    .from(feeDues)
    .where(and(eq(feeDues.planId, planId), inArray(feeDues.studentId, studentIds)))
    .for('update');
}

/** Changes the amount, label and due day of a due nothing was paid on. */
export async function reviseDue(
  db: Queryable,
  id: string,
  values: Pick<DueRow, 'amountPaisa' | 'label' | 'dueOn'>,
) {
  await db.update(feeDues).set(values).where(eq(feeDues.id, id));
}

/** Removes dues nothing was paid on (a re-applied plan no longer has them). */
export async function deleteDues(db: Queryable, ids: string[]) {
  if (ids.length > 0) await db.delete(feeDues).where(inArray(feeDues.id, ids));
}
