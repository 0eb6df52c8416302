import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import {
  examAssignments,
  examQuestions,
  exams,
  groupMembers,
  omrScans,
  omrSheets,
  questions,
  students,
} from '../../db/schema';

/** True when the exam exists. */
export async function examExists(db: Queryable, examId: string): Promise<boolean> {
  const [row] = await db.select({ id: exams.id }).from(exams).where(eq(exams.id, examId));
  return row !== undefined;
}

/** A new read of an exam's files. */
export interface NewScan {
  examId: string;
  keys: string[];
  contentHash: string;
  sets: string[];
  layoutId: string;
  createdBy: string;
  createdAt: Date;
}

/**
 * Adds a queued read, unless the exam has one of the same content: answers its id and whether it is
 * new. Two requests at once meet on the unique key, so exactly one inserts.
 */
export async function insertScanOnce(
  db: Queryable,
  scan: NewScan,
): Promise<{ id: string; created: boolean }> {
  const [made] = await db
    .insert(omrScans)
    .values({ ...scan, state: 'queued' })
    .onConflictDoNothing({ target: [omrScans.examId, omrScans.contentHash] })
    .returning({ id: omrScans.id });
  if (made) return { id: made.id, created: true };
  const [found] = await db
    .select({ id: omrScans.id })
    .from(omrScans)
    .where(and(eq(omrScans.examId, scan.examId), eq(omrScans.contentHash, scan.contentHash)));
  if (!found) throw new Error('omr scan neither inserted nor found');
  return { id: found.id, created: false };
}

/** Puts a failed read back in the queue (its pages read so far are kept); true when it was failed. */
export async function requeueFailedScan(db: Queryable, scanId: string): Promise<boolean> {
  const rows = await db
    .update(omrScans)
    .set({ state: 'queued', error: null, claimToken: null, finishedAt: null })
    .where(and(eq(omrScans.id, scanId), eq(omrScans.state, 'failed')))
    .returning({ id: omrScans.id });
  return rows.length > 0;
}

/**
 * Takes a read for one run: a queued one, or a running one whose holder has not written since
 * `staleBefore` (its node died). Answers what the run needs, or undefined when it is not to be taken.
 */
export async function claimScan(db: Queryable, scanId: string, token: string, now: Date, staleBefore: Date) {
  const [row] = await db
    .update(omrScans)
    .set({ state: 'running', claimToken: token, claimedAt: now })
    .where(
      and(
        eq(omrScans.id, scanId),
        or(
          eq(omrScans.state, 'queued'),
          and(
            eq(omrScans.state, 'running'),
            or(isNull(omrScans.claimedAt), lt(omrScans.claimedAt, staleBefore)),
          ),
        ),
      ),
    )
    .returning({ examId: omrScans.examId, keys: omrScans.keys, sets: omrScans.sets });
  return row;
}

/** The ids of the queued reads, and of running ones whose holder went quiet before `staleBefore`. */
export async function unfinishedScanIds(db: Queryable, staleBefore: Date): Promise<string[]> {
  const rows = await db
    .select({ id: omrScans.id })
    .from(omrScans)
    .where(
      or(
        eq(omrScans.state, 'queued'),
        and(eq(omrScans.state, 'running'), lt(omrScans.claimedAt, staleBefore)),
      ),
    );
  return rows.map((r) => r.id);
}

/** Notes the run's progress (and that it is alive); false when the run no longer holds the read. */
export async function markProgress(
  db: Queryable,
  scanId: string,
  token: string,
  now: Date,
  pagesTotal?: number,
): Promise<boolean> {
  const rows = await db
    .update(omrScans)
    .set({
      claimedAt: now,
      pagesDone: sql`(select count(*)::int from ${omrSheets} where ${omrSheets.scanId} = ${scanId})`,
      ...(pagesTotal === undefined ? {} : { pagesTotal }),
    })
    .where(and(eq(omrScans.id, scanId), eq(omrScans.claimToken, token)))
    .returning({ id: omrScans.id });
  return rows.length > 0;
}

/** Ends the run's hold: done, or failed with why. */
export async function finishScan(
  db: Queryable,
  scanId: string,
  token: string,
  outcome: { state: 'done' | 'failed'; error?: string; at: Date },
): Promise<void> {
  await db
    .update(omrScans)
    .set({ state: outcome.state, error: outcome.error ?? null, finishedAt: outcome.at, claimToken: null })
    .where(and(eq(omrScans.id, scanId), eq(omrScans.claimToken, token)));
}

/** The pages of a read already stored (a resumed run skips them). */
export async function storedPages(db: Queryable, scanId: string): Promise<Set<number>> {
  const rows = await db.select({ page: omrSheets.page }).from(omrSheets).where(eq(omrSheets.scanId, scanId));
  return new Set(rows.map((r) => r.page));
}

/** Stores one page read; a page already stored (another run's) is left as it is. */
export async function insertSheetOnce(db: Queryable, sheet: typeof omrSheets.$inferInsert): Promise<void> {
  await db
    .insert(omrSheets)
    .values(sheet)
    .onConflictDoNothing({ target: [omrSheets.scanId, omrSheets.page] });
}

/** The exam's question types in the paper's order (the sheet numbers them from 1 in this order). */
export async function paperQuestionTypes(db: Queryable, examId: string): Promise<string[]> {
  const rows = await db
    .select({ type: questions.type })
    .from(examQuestions)
    .innerJoin(questions, eq(questions.id, examQuestions.questionId))
    .where(eq(examQuestions.examId, examId))
    .orderBy(asc(examQuestions.position), asc(examQuestions.questionId));
  return rows.map((r) => r.type);
}

/** The active students with this roll in the groups the exam is given to (normally one, or none). */
export async function rosterStudentsByRoll(db: Queryable, examId: string, roll: string) {
  return db
    .selectDistinct({ id: students.id, name: students.name })
    .from(examAssignments)
    .innerJoin(groupMembers, eq(groupMembers.groupId, examAssignments.groupId))
    .innerJoin(students, eq(students.id, groupMembers.studentId))
    .where(and(eq(examAssignments.examId, examId), eq(students.sid, roll), isNull(students.deactivatedAt)));
}

const scanColumns = {
  id: omrScans.id,
  state: omrScans.state,
  pagesDone: omrScans.pagesDone,
  pagesTotal: omrScans.pagesTotal,
  error: omrScans.error,
  layoutId: omrScans.layoutId,
  createdAt: omrScans.createdAt,
};

/** A read of this exam, or undefined (no such read, or another exam's). */
export async function findScan(db: Queryable, examId: string, scanId: string) {
  const [row] = await db
    .select(scanColumns)
    .from(omrScans)
    .where(and(eq(omrScans.id, scanId), eq(omrScans.examId, examId)));
  return row;
}

/** The exam's reads, newest first, with how many of their sheets have a problem. */
export function scansOfExam(db: Queryable, examId: string) {
  return db
    .select({
      ...scanColumns,
      sheetsWithProblems: sql<number>`(select count(*)::int from "omr_sheets" where "omr_sheets"."scan_id" = "omr_scans"."id" and jsonb_array_length("omr_sheets"."problems") > 0)`,
    })
    .from(omrScans)
    .where(eq(omrScans.examId, examId))
    .orderBy(desc(omrScans.createdAt), desc(omrScans.id));
}

/** A sheet as read and reviewed, with the matched student's name (`students` joined on its student). */
export const sheetColumns = {
  page: omrSheets.page,
  roll: omrSheets.roll,
  studentId: omrSheets.studentId,
  studentName: students.name,
  set: omrSheets.setCode,
  answers: omrSheets.answers,
  problems: omrSheets.problems,
  reviewedAt: omrSheets.reviewedAt,
  attemptId: omrSheets.attemptId,
};

/** A read's sheets by page, with the matched student's name. */
export function sheetsOfScan(db: Queryable, scanId: string) {
  return db
    .select({ ...sheetColumns, confidence: omrSheets.confidence, crops: omrSheets.crops })
    .from(omrSheets)
    .leftJoin(students, eq(students.id, omrSheets.studentId))
    .where(eq(omrSheets.scanId, scanId))
    .orderBy(asc(omrSheets.page));
}

/** The active students of the exam's groups with any of these rolls (a roll may have several, or none). */
export async function rosterStudentsByRolls(db: Queryable, examId: string, rolls: readonly string[]) {
  if (rolls.length === 0) return [];
  return db
    .selectDistinct({ id: students.id, name: students.name, roll: students.sid })
    .from(examAssignments)
    .innerJoin(groupMembers, eq(groupMembers.groupId, examAssignments.groupId))
    .innerJoin(students, eq(students.id, groupMembers.studentId))
    .where(
      and(
        eq(examAssignments.examId, examId),
        inArray(students.sid, [...rolls]),
        isNull(students.deactivatedAt),
      ),
    );
}

/** Where these reads' sheets came from (`scan` or `csv`), by read id. */
export async function scanSources(db: Queryable, scanIds: readonly string[]) {
  if (scanIds.length === 0) return new Map<string, 'scan' | 'csv'>();
  const rows = await db
    .select({ id: omrScans.id, source: omrScans.source })
    .from(omrScans)
    .where(inArray(omrScans.id, [...scanIds]));
  return new Map(rows.map((r) => [r.id, r.source]));
}

/**
 * Stores an imported CSV's sheets as a finished read, unless the exam has one of the same content:
 * answers its id and whether it is new. The read and its sheets are written together, so a second
 * import of the same file (even at once) finds the first whole.
 */
export async function insertCsvScanOnce(
  db: Db,
  scan: NewScan,
  sheets: Omit<typeof omrSheets.$inferInsert, 'scanId' | 'examId'>[],
): Promise<{ id: string; created: boolean }> {
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(omrScans)
      .values({
        ...scan,
        source: 'csv',
        state: 'done',
        pagesDone: sheets.length,
        pagesTotal: sheets.length,
        finishedAt: scan.createdAt,
      })
      .onConflictDoNothing({ target: [omrScans.examId, omrScans.contentHash] })
      .returning({ id: omrScans.id });
    if (!made) return insertScanOnce(tx, scan);
    for (let i = 0; i < sheets.length; i += 500)
      await tx
        .insert(omrSheets)
        .values(sheets.slice(i, i + 500).map((s) => ({ ...s, scanId: made.id, examId: scan.examId })));
    return { id: made.id, created: true };
  });
}
