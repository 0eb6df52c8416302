import { and, asc, eq, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { feeDues, smsMessages, smsOptOuts, smsSettingsTable, students } from '../../db/schema';
import { owed } from './due-reminders-repository';

/** The settings row; undefined until staff save one (the defaults apply). */
export async function findSmsSettings(db: Queryable) {
  const [row] = await db.select().from(smsSettingsTable).where(eq(smsSettingsTable.id, 'default'));
  return row;
}

/** Saves the settings. */
export async function saveSmsSettingsRow(
  db: Queryable,
  values: Omit<typeof smsSettingsTable.$inferInsert, 'id'>,
): Promise<void> {
  await db
    .insert(smsSettingsTable)
    .values({ id: 'default', ...values })
    .onConflictDoUpdate({ target: smsSettingsTable.id, set: values });
}

/** The opted-out numbers, newest first. */
export function listOptOutRows(db: Queryable) {
  return db.select().from(smsOptOuts).orderBy(sql`${smsOptOuts.createdAt} desc`, asc(smsOptOuts.phone));
}

/** Of these local numbers, those opted out. */
export async function optedOutAmong(db: Queryable, phones: string[]): Promise<Set<string>> {
  if (phones.length === 0) return new Set();
  const rows = await db
    .select({ phone: smsOptOuts.phone })
    .from(smsOptOuts)
    .where(inArray(smsOptOuts.phone, phones));
  return new Set(rows.map((r) => r.phone));
}

/** The opt-out of one number (local form), or undefined. */
export async function findOptOut(db: Queryable, phone: string) {
  const [row] = await db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, phone));
  return row;
}

/** Opts a number out (again: keeps the first note and time). */
export async function insertOptOut(db: Queryable, row: typeof smsOptOuts.$inferInsert) {
  await db.insert(smsOptOuts).values(row).onConflictDoNothing();
  return (await findOptOut(db, row.phone))!;
}

/** Removes an opt-out; true when there was one. */
export async function deleteOptOut(db: Queryable, phone: string): Promise<boolean> {
  const removed = await db.delete(smsOptOuts).where(eq(smsOptOuts.phone, phone)).returning();
  return removed.length > 0;
}

/** The (student, recipient) pairs the exam or notice already has a message of the kind for. */
export async function existingMessages(
  db: Queryable,
  batch: Exclude<SmsBatch, 'dues'>,
  kind: string,
): Promise<Set<string>> {
  const rows = await db
    .select({ studentId: smsMessages.studentId, recipient: smsMessages.recipient })
    .from(smsMessages)
    .where(and(eq(smsMessages.kind, kind), batchOf(batch)));
  return new Set(rows.map((r) => `${r.studentId}:${r.recipient}`));
}

/** The last text sent to each (student, recipient) of the exam, keyed `studentId:recipient`. */
export async function lastSentTexts(db: Queryable, examId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ studentId: smsMessages.studentId, recipient: smsMessages.recipient, text: smsMessages.text })
    .from(smsMessages)
    .where(and(eq(smsMessages.examId, examId), eq(smsMessages.status, 'sent')))
    // At the same instant, the result before its corrections.
    .orderBy(asc(smsMessages.sentAt), sql`${smsMessages.kind} <> 'result'`, asc(smsMessages.createdAt));
  return new Map(rows.map((r) => [`${r.studentId}:${r.recipient}`, r.text]));
}

/** Inserts messages, skipping any their exam or notice already has for the kind, student and recipient; answers those inserted. */
export function insertMessages(db: Queryable, rows: (typeof smsMessages.$inferInsert)[]) {
  if (rows.length === 0) return Promise.resolve([]);
  return db
    .insert(smsMessages)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: smsMessages.id, status: smsMessages.status, parts: smsMessages.parts });
}

/** The messages one sending run drains: an exam's, a notice's, or the dues reminders. */
export type SmsBatch = { examId: string } | { noticeId: string } | 'dues';

/** The condition selecting a batch's messages. */
function batchOf(batch: SmsBatch): SQL {
  if (batch === 'dues') return isNotNull(smsMessages.dueId);
  return 'examId' in batch ? eq(smsMessages.examId, batch.examId) : eq(smsMessages.noticeId, batch.noticeId);
}

/**
 * Takes one queued message of the batch for sending: marks it `sending`, counts the try and answers it.
 * The row is locked when picked (skipping rows another worker holds) and updated only while still
 * queued, in one transaction, so two workers never take the same message.
 */
export function claimQueued(db: Db, batch: SmsBatch, at: Date) {
  return db.transaction(async (tx) => {
    const [next] = await tx
      .select({ id: smsMessages.id })
      .from(smsMessages)
      .where(and(batchOf(batch), eq(smsMessages.status, 'queued')))
      .orderBy(asc(smsMessages.createdAt), asc(smsMessages.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!next) return undefined;
    const [row] = await tx
      .update(smsMessages)
      .set({ status: 'sending', claimedAt: at, tries: sql`${smsMessages.tries} + 1` })
      .where(and(eq(smsMessages.id, next.id), eq(smsMessages.status, 'queued')))
      .returning();
    return row;
  });
}

/** Records another try of a message being sent. */
export async function countTry(db: Queryable, id: string): Promise<void> {
  await db
    .update(smsMessages)
    .set({ tries: sql`${smsMessages.tries} + 1` })
    .where(eq(smsMessages.id, id));
}

/** Records a message's outcome (only while it is being sent: an outcome never overwrites another). */
export async function finishMessage(
  db: Queryable,
  id: string,
  outcome: { status: 'sent' | 'failed'; gateway: string; gatewayId: string | null; answer: string; at: Date },
): Promise<void> {
  await db
    .update(smsMessages)
    .set({
      status: outcome.status,
      gateway: outcome.gateway,
      gatewayId: outcome.gatewayId,
      answer: outcome.answer,
      sentAt: outcome.status === 'sent' ? outcome.at : null,
    })
    .where(and(eq(smsMessages.id, id), eq(smsMessages.status, 'sending')));
}

/**
 * Messages of the batch left `sending` since before `before` (their node stopped mid-send): failed, as
 * whether the gateway took them is unknown; staff may resend them.
 */
export async function failAbandoned(db: Queryable, batch: SmsBatch, before: Date): Promise<void> {
  await db
    .update(smsMessages)
    .set({ status: 'failed', answer: 'outcome unknown: the sending node stopped' })
    .where(and(batchOf(batch), eq(smsMessages.status, 'sending'), lt(smsMessages.claimedAt, before)));
}

/** The messages of an exam or a notice with their students, for the delivery log. */
export function messagesOf(db: Queryable, batch: Exclude<SmsBatch, 'dues'>) {
  return db
    .select({ message: smsMessages, studentName: students.name, sid: students.sid })
    .from(smsMessages)
    .innerJoin(students, eq(students.id, smsMessages.studentId))
    .where(batchOf(batch))
    .orderBy(asc(students.name), asc(smsMessages.recipient), asc(smsMessages.id));
}

/**
 * The batch's failed messages (those named, or all), locked for the resend, with their students'
 * numbers; of dues reminders, only those of dues still unpaid (a paid due is reminded of no more).
 */
export function failedMessages(db: Queryable, batch: SmsBatch, ids?: string[]) {
  const conditions = [batchOf(batch), eq(smsMessages.status, 'failed')];
  if (batch === 'dues')
    conditions.push(
      sql`exists (select 1 from ${feeDues} where ${feeDues.id} = ${smsMessages.dueId} and ${owed} > 0)`,
    );
  if (ids) conditions.push(inArray(smsMessages.id, ids));
  return db
    .select({ message: smsMessages, username: students.username, contact: students.contact })
    .from(smsMessages)
    .innerJoin(students, eq(students.id, smsMessages.studentId))
    .where(and(...conditions))
    .for('update', { of: smsMessages });
}

/** Puts a failed message back in the queue, to the number the roster now holds. */
export async function requeueMessage(
  db: Queryable,
  id: string,
  values: { phone: string; status: 'queued' | 'failed'; answer: string | null },
): Promise<void> {
  await db
    .update(smsMessages)
    .set({ ...values, tries: 0, gateway: null, gatewayId: null, claimedAt: null })
    .where(and(eq(smsMessages.id, id), eq(smsMessages.status, 'failed')));
}
