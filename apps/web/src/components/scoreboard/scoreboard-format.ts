import {
  examLabels,
  formatCompletion,
  formatInstant,
  formatMarks,
  formatNegativeMarks,
  type TimeZone,
} from '@lms/domain';
import type { ScoreboardResult } from '@lms/domain/contract';

/** The date of an exam row, e.g. '05 Jan 2025'. */
export const examDate = (row: ScoreboardResult, timeZone: TimeZone) =>
  formatInstant(row.startsAt, 'DD MMM YYYY', timeZone);

/** 'Passed' or 'Failed' from the stored pass figure. */
export const passFail = (row: ScoreboardResult) => (row.passed ? 'Passed' : 'Failed');

/** The merit position, or 'Not given' before ranking. */
export const meritOf = (row: ScoreboardResult) =>
  row.rank === null ? examLabels.notGiven : String(row.rank);

/** The figures of one row as shown (2 decimals; negative marks as a magnitude). */
export function rowFigures(row: ScoreboardResult) {
  return {
    obtained: formatMarks(row.marksObtained),
    total: formatMarks(row.totalMarks),
    negative: formatNegativeMarks(row.negativeMarks),
    completion: formatCompletion(row.startsAt, row.submittedAt) ?? examLabels.notGiven,
  };
}
