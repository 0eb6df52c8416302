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
class Preview extends Error {
  constructor(readonly exam: CachedExam | null) {
    super('preview');
  }
}

/**
 * The exam as `change` would leave it: the change is made in a transaction, the exam loaded from it,
 * and the transaction rolled back, so what is previewed is exactly what the save would store.
 */
async function examAfter(ctx: AppContext, examId: string, change: (tx: Tx) => Promise<void>) {
  try {
    await ctx.db.transaction(async (tx) => {
      await change(tx);
      throw new Preview(await loadExam(tx, examId));
    });
  } catch (err) {
    if (err instanceof Preview) return err.exam;
    throw err;
  }
  return null;
}

/**
 * What a change of scoring settings (`fields`, made by `change`) would do to an exam's scored results:
 * every scored attempt is scored in memory under the changed exam with the function the re-score job
 * uses, compared with its stored figures, and the merit positions before and after come from the
 * domain's merit rule. Nothing is stored. Any change that re-scores (a paper edit, a key fix, a
 * schedule's cut marks) previews through this.
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
  const zero = { results: 0, changed: 0, publishedChanged: 0, passChanged: 0, positionsMoved: 0 };
  if (fields.length === 0) return { ...none, ...zero };
  // Stored figures are compared: every submitted attempt is scored first.
  await scorePendingResults(ctx, { examId });
  const exam = await examAfter(ctx, examId, change);
  if (!exam) return { ...none, ...zero };
  const results: RescoredResult[] = [];
  const names = new Map<string, { studentId: string; name: string }>();
  let after: string | undefined;
  for (;;) {
    const rows = await readScoredAttempts(ctx.db, examId, after, CHUNK);
    for (const row of rows) {
      const { final } = attemptFigures(exam, row, exam.isSegmented ? row.selection : null);
      names.set(row.id, { studentId: row.studentId, name: row.name });
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
  const impact = rescoreImpact(results);
  const who = (move: { id: string; from: number; to: number } | null) =>
    move ? { ...(names.get(move.id) ?? { studentId: '', name: '' }), from: move.from, to: move.to } : null;
  return {
    ...none,
    ...impact,
    largestRise: who(impact.largestRise),
    largestFall: who(impact.largestFall),
    needsConfirmation: impact.changed > 0,
  };
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
  if (!impact.needsConfirmation) return;
  const text = rescoreImpactText(
    {
      ...impact,
      largestRise: impact.largestRise && { id: impact.largestRise.studentId, ...impact.largestRise },
      largestFall: impact.largestFall && { id: impact.largestFall.studentId, ...impact.largestFall },
    },
    { rise: impact.largestRise?.name, fall: impact.largestFall?.name },
  );
  throw new HttpError(
    409,
    'Confirm the re-score',
    `${text} Send the change again with confirmRescore: true to apply it.`,
    'rescoreNotConfirmed',
  );
}
