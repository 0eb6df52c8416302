import { type RescoredResult, rescoreImpact, rescoreImpactText } from '@lms/domain';
import type { RescoreImpactView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import type { Tx } from '../../../db/client';
import { HttpError } from '../../../lib/http-error';
import { type CachedExam, loadExam } from '../exam-cache';
import { attemptFigures } from './score-attempt';
import { scorePendingResults } from './score-pending';
import { readScoredAttempts } from './scoring-repository';

const CHUNK = 1_000;

/** Thrown to roll back the transaction that only served to see the exam as a change would leave it. */
class Preview<T> extends Error {
  constructor(readonly value: T) {
    super('preview');
  }
}

/**
 * What `read` finds with `change` made: the change is made in a transaction, read from it, and the
 * transaction rolled back, so what is previewed is exactly what the save would store (the exam and
 * anything else the change writes, such as answers carried to a reworded option).
 */
async function afterChange<T>(
  ctx: AppContext,
  change: (tx: Tx) => Promise<void>,
  read: (tx: Tx) => Promise<T>,
): Promise<T> {
  try {
    await ctx.db.transaction(async (tx) => {
      await change(tx);
      throw new Preview(await read(tx));
    });
  } catch (err) {
    if (err instanceof Preview) return err.value as T;
    throw err;
  }
  throw new Error('the preview transaction was not rolled back');
}

/** Every scored attempt of the exam scored in memory under `exam`, beside its stored figures. */
async function rescoredResults(db: Tx, exam: CachedExam) {
  const results: RescoredResult[] = [];
  const names = new Map<string, { studentId: string; name: string; roll: string }>();
  let after: string | undefined;
  for (;;) {
    const rows = await readScoredAttempts(db, exam.id, after, CHUNK);
    for (const row of rows) {
      const { final } = attemptFigures(exam, row, exam.isSegmented ? row.selection : null);
      names.set(row.id, { studentId: row.studentId, name: row.name, roll: row.sid });
      results.push({
        id: row.id,
        before: {
          marksObtained: row.marksObtained ?? 0,
          totalMarks: row.totalMarks ?? 0,
          passed: row.passed ?? false,
        },
        after: final,
        published: row.publishedAt !== null,
      });
    }
    if (rows.length < CHUNK) break;
    after = rows.at(-1)?.id;
  }
  return { results, names };
}

/**
 * What a change of scoring settings (`fields`, made by `change`) would do to an exam's scored results:
 * every scored attempt is scored in memory under the changed exam (read inside the change's rolled
 * back transaction) with the function the re-score job uses, compared with its stored figures, and
 * the merit positions before and after come from the domain's merit rule. Nothing is stored. Any
 * change that re-scores (a paper edit, a key fix, a schedule's cut marks, a bank question) previews
 * through this.
 */
export async function previewRescore(
  ctx: AppContext,
  examId: string,
  fields: readonly string[],
  change: (tx: Tx) => Promise<void>,
): Promise<RescoreImpactView> {
  const none = {
    examId,
    fields: [...fields],
    largestRise: null,
    largestFall: null,
    needsConfirmation: false,
  };
  const zero = {
    results: 0,
    changed: 0,
    publishedChanged: 0,
    passChanged: 0,
    positionsMoved: 0,
    changedResults: [],
  };
  if (fields.length === 0) return { ...none, ...zero };
  // Stored figures are compared: every submitted attempt is scored first.
  await scorePendingResults(ctx, { examId });
  const scored = await afterChange(ctx, change, async (tx) => {
    const exam = await loadExam(tx, examId);
    return exam ? rescoredResults(tx, exam) : null;
  });
  if (!scored) return { ...none, ...zero };
  const { results, names } = scored;
  const impact = rescoreImpact(results);
  const student = (id: string) => names.get(id) ?? { studentId: '', name: '', roll: '' };
  const who = (move: { id: string; from: number; to: number } | null) => {
    if (!move) return null;
    const { studentId, name } = student(move.id);
    return { studentId, name, from: move.from, to: move.to };
  };
  return {
    ...none,
    ...impact,
    largestRise: who(impact.largestRise),
    largestFall: who(impact.largestFall),
    changedResults: impact.changedResults.map((r) => ({
      ...student(r.id),
      marksBefore: r.before.marksObtained,
      marksAfter: r.after.marksObtained,
      totalBefore: r.before.totalMarks,
      totalAfter: r.after.totalMarks,
      passedBefore: r.before.passed,
      passedAfter: r.after.passed,
      from: r.from,
      to: r.to,
    })),
    needsConfirmation: impact.changed > 0,
  };
}

/** The impact in one English sentence, the largest moves by name. */
export function impactSentence(impact: RescoreImpactView): string {
  return rescoreImpactText(
    {
      ...impact,
      largestRise: impact.largestRise && { id: impact.largestRise.studentId, ...impact.largestRise },
      largestFall: impact.largestFall && { id: impact.largestFall.studentId, ...impact.largestFall },
    },
    { rise: impact.largestRise?.name, fall: impact.largestFall?.name },
  );
}

/** The 409 `rescoreNotConfirmed` refusal of a change, its message naming the impact. */
export function rescoreNotConfirmed(impactText: string): HttpError {
  return new HttpError(
    409,
    'Confirm the re-score',
    `${impactText} Send the change again with confirmRescore: true to apply it.`,
    'rescoreNotConfirmed',
  );
}

/**
 * Refuses (409 `rescoreNotConfirmed`, the message naming the impact) a change of scoring settings
 * that would change a scored result, unless the caller confirmed it. A change that changes no result
 * needs no confirmation.
 */
export async function requireRescoreConfirmation(
  ctx: AppContext,
  examId: string,
  fields: readonly string[],
  change: (tx: Tx) => Promise<void>,
  confirmed: boolean | undefined,
): Promise<void> {
  if (confirmed || fields.length === 0) return;
  const impact = await previewRescore(ctx, examId, fields, change);
  if (impact.needsConfirmation) throw rescoreNotConfirmed(impactSentence(impact));
}
