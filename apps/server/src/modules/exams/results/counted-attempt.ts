import { type SQL, sql } from 'drizzle-orm';

/*
 * packages/domain `countedAttemptSource` as SQL, for the statements that list, rank and count an
 * exam's results: of a student's online and paper attempts, the online one counts once submitted,
 * else the paper one. Unsubmitted online attempts are never scored, so among scored rows an online
 * one always counts and a paper one counts unless the student submitted online.
 */

/** The predicate over an `exam_attempts` row named `alias`, as text (for prepared raw statements). */
export function countsInResultsText(alias: string): string {
  return `(${alias}.source = 'online' OR NOT EXISTS (SELECT 1 FROM exam_attempts o
    WHERE o.exam_id = ${alias}.exam_id AND o.student_id = ${alias}.student_id AND o.source = 'online'
      AND o.submitted_at IS NOT NULL))`;
}

/** The predicate over an `exam_attempts` row named `alias`. */
export function countsInResultsRaw(alias: string): SQL {
  return sql.raw(countsInResultsText(alias));
}

/** The predicate over `exam_attempts` in a query builder statement. */
export const countsInResults: SQL = countsInResultsRaw('"exam_attempts"');

/** The student has the other kind of attempt at the exam too, over an `exam_attempts` row named `alias`. */
export function hasBothSourcesRaw(alias: string): SQL<boolean> {
  return sql.raw(`exists (select 1 from exam_attempts o
  where o.exam_id = ${alias}.exam_id and o.student_id = ${alias}.student_id and o.source <> ${alias}.source)`) as SQL<boolean>;
}

/** The student has the other kind of attempt at the exam too (paper beside online, or online beside paper). */
export const hasBothSources: SQL<boolean> = hasBothSourcesRaw('"exam_attempts"');

/**
 * An attempt submitted and not scored yet, over `alias` of exam_attempts (the predicate of the
 * exam_attempts_unscored_idx index): one rule for every reader that asks.
 */
export function isUnscored(alias: string): SQL {
  return sql.raw(isUnscoredText(alias));
}

/** `isUnscored` as text (for prepared raw statements). */
export function isUnscoredText(alias: string): string {
  return `${alias}.submitted_at IS NOT NULL AND ${alias}.scored_at IS NULL`;
}
