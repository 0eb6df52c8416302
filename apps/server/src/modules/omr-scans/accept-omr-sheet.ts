import { omrSheetAnswers, resultFiguresChanged } from '@lms/domain';
import type { OmrSheetAcceptView } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import type { CachedExam } from '../exams/cached-exam';
import { examServices } from '../exams/exam-services';
import { announceRescore } from '../exams/results/announce-rescore';
import { notifyMarkedResult, notifyNewResults } from '../exams/results/notify-new-results';
import { rankIfPublished } from '../exams/results/rank-if-published';
import { rescoreNotConfirmed } from '../exams/results/rescore-impact';
import { type ScoreOutcome, scoreAttempt } from '../exams/results/score-attempt';
import {
  findSheet,
  insertPaperAttempt,
  paperAnswers,
  paperResult,
  replacePaperAnswers,
  sheetOfAttempt,
  studentOfExam,
  updateSheet,
} from './omr-review-repository';
import { type SheetAt, sheetView } from './omr-sheet-view';

type Figures = OmrSheetAcceptView['after'];

const figuresOf = (row: Awaited<ReturnType<typeof paperResult>>): Figures | null =>
  row
    ? {
        marksObtained: row.marksObtained,
        totalMarks: row.totalMarks,
        passed: row.passed,
        published: row.published,
      }
    : null;

/** The sheet's marks as answers by question id (the online attempts' form). */
function answersOfSheet(exam: CachedExam, marks: Record<string, string[]>): Map<string, string[]> {
  const byIndex = omrSheetAnswers(exam.questions, marks);
  return new Map([...byIndex].map(([index, answer]) => [exam.questions[index]!.id, answer]));
}

function sameAnswers(a: Map<string, string[]>, b: Map<string, string[]>): boolean {
  if (a.size !== b.size) return false;
  for (const [questionId, answer] of a) {
    const other = b.get(questionId);
    if (!other || other.length !== answer.length || other.some((v, i) => v !== answer[i])) return false;
  }
  return true;
}

/** The 409s and 400s a sheet is refused with before it becomes an attempt. */
function refuseUnready(exam: CachedExam, studentId: string | null): asserts studentId is string {
  if (exam.isSegmented)
    throw badRequest(
      'Segmented exam',
      'Paper attempts of a segmented exam are not taken: the sheet does not say which subjects were chosen.',
    );
  if (!studentId)
    throw conflict(
      'No student',
      'The sheet is matched to no student: correct its roll or pick the student first.',
    );
}

/** Inside the caller's transaction: what accepting the sheet does (nothing when accepted with these marks). */
async function acceptInTx(
  tx: Tx,
  exam: CachedExam,
  staffId: string,
  at: SheetAt,
  now: Date,
  confirm: boolean,
) {
  const sheet = await findSheet(tx, at, true);
  if (!sheet) throw notFound('No such sheet');
  refuseUnready(exam, sheet.studentId);
  const student = await studentOfExam(tx, at.examId, sheet.studentId);
  if (!student)
    throw conflict(
      'Not a student of this exam',
      'The student is no longer in a group this exam is given to.',
    );
  const answers = answersOfSheet(exam, sheet.answers);
  let attemptId = sheet.attemptId;
  let before: Figures | null = null;
  if (attemptId) {
    if (sameAnswers(answers, await paperAnswers(tx, attemptId))) {
      const figures = figuresOf(await paperResult(tx, attemptId));
      return { attemptId, outcome: 'unchanged' as const, before: figures, sheet, score: null };
    }
    before = figuresOf(await paperResult(tx, attemptId));
  } else {
    attemptId =
      (await insertPaperAttempt(tx, {
        examId: at.examId,
        groupId: student.groupId,
        studentId: student.id,
        at: now,
      })) ?? null;
    if (!attemptId) {
      const other = await sheetOfAttempt(tx, at.examId, student.id);
      throw conflict(
        'Another sheet is accepted',
        other
          ? `Page ${other.page} of ${other.scanId === at.scanId ? 'this read' : 'another read'} is already this student's paper attempt.`
          : 'This student already has a paper attempt of this exam.',
      );
    }
  }
  await replacePaperAnswers(tx, attemptId, answers, now);
  await updateSheet(tx, sheet.id, { attemptId, reviewedBy: staffId, reviewedAt: now });
  const score = await scoreAttempt(tx, exam, attemptId, now);
  const after = figuresOf(await paperResult(tx, attemptId))!;
  // A scored mark changes only when the caller saw what changes (as for a key fix or an edit).
  if (before && !confirm && resultFiguresChanged(toFigures(before), toFigures(after)))
    throw rescoreNotConfirmed(
      `The paper result of ${student.name} changes from ${before.marksObtained} to ${after.marksObtained} marks${before.published ? ' (published)' : ''}.`,
    );
  return { attemptId, outcome: before ? ('rescored' as const) : ('created' as const), before, sheet, score };
}

const toFigures = (f: Figures) => ({
  marksObtained: f.marksObtained ?? 0,
  totalMarks: f.totalMarks ?? 0,
  passed: f.passed ?? false,
});

/** What follows a committed scoring: ranking, the student told of a new or changed published result. */
export async function afterPaperScoring(ctx: AppContext, exam: CachedExam, outcomes: ScoreOutcome[]) {
  if (outcomes.some((o) => o.staleExam)) examServices(ctx).exams.invalidate(exam.id);
  const published = outcomes.some((o) => o.published);
  await rankIfPublished(ctx, exam.id, published);
  const fresh = outcomes.flatMap((o) => (o.newlyPublished ? [o.newlyPublished] : []));
  if (fresh.length > 0) await notifyNewResults(ctx, exam, fresh);
  for (const o of outcomes)
    if (!o.newlyPublished && o.changedPublished) await notifyMarkedResult(ctx, exam, o.changedPublished);
  const told = outcomes.flatMap((o) =>
    o.published && (o.newlyPublished ?? o.changedPublished)
      ? [(o.newlyPublished ?? o.changedPublished)!.studentId]
      : [],
  );
  announceRescore(ctx, exam.id, told);
}

/** The exam a sheet is accepted into (404 when none). */
export async function examOfSheets(ctx: AppContext, examId: string): Promise<CachedExam> {
  const exam = await examServices(ctx).exams.get(examId);
  if (!exam) throw notFound('No such exam');
  return exam;
}

/** Accepts one sheet in its own transaction; what follows its scoring is left to the caller. */
export async function acceptSheet(
  ctx: AppContext,
  exam: CachedExam,
  staffId: string,
  at: SheetAt,
  confirm: boolean,
) {
  return ctx.db.transaction((tx) => acceptInTx(tx, exam, staffId, at, ctx.now(), confirm));
}

/**
 * POST …/sheets/:page/accept: the sheet becomes the student's paper attempt of the exam, its marks the
 * attempt's answers, scored by the rules online attempts are scored by. Once: the sheet's row is
 * locked, so accepting twice (or on two nodes at once) makes one attempt; accepted again with the same
 * marks nothing changes; with corrected marks the attempt is scored again, and a scored result that
 * would change needs `confirmRescore` (409 `rescoreNotConfirmed` otherwise). A student has at most one
 * paper attempt per exam: a second sheet of theirs is refused (409).
 */
export async function acceptOmrSheet(
  ctx: AppContext,
  staffId: string,
  at: SheetAt,
  body: { confirmRescore?: boolean },
): Promise<OmrSheetAcceptView> {
  const exam = await examOfSheets(ctx, at.examId);
  const done = await acceptSheet(ctx, exam, staffId, at, body.confirmRescore === true);
  if (done.score) await afterPaperScoring(ctx, exam, [done.score]);
  const sheet = await findSheet(ctx.db, at);
  const after = figuresOf(await paperResult(ctx.db, done.attemptId));
  if (!sheet || !after) throw notFound('No such sheet');
  return {
    attemptId: done.attemptId,
    outcome: done.outcome,
    before: done.before,
    after,
    sheet: sheetView(sheet),
  };
}
