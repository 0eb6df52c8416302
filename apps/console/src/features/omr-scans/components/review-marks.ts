import type { OmrSheetRead } from '@lms/domain/contract';

/** The questions the read doubted (their marks to look at), by number on the sheet, each once. */
export function doubtfulQuestions(sheet: Pick<OmrSheetRead, 'problems'>): number[] {
  const numbers = sheet.problems
    // A CSV's mark of a question not on the sheet has nothing to correct.
    .filter((p) => p.question !== undefined && p.code !== 'unknownQuestion')
    .map((p) => p.question as number);
  return [...new Set(numbers)];
}

/** An MCA's marks with statement `k` set to `T`, `F` or nothing (''); the other statements kept. */
export function withStatementMark(marks: readonly string[], k: number, tf: 'T' | 'F' | ''): string[] {
  return [...marks.filter((m) => m !== `${k}T` && m !== `${k}F`), ...(tf ? [`${k}${tf}`] : [])];
}

/** Statement `k`'s mark among an MCA's marks: 'T', 'F' or '' for none. */
export function statementMark(marks: readonly string[], k: number): 'T' | 'F' | '' {
  return marks.includes(`${k}T`) ? 'T' : marks.includes(`${k}F`) ? 'F' : '';
}
