import type { SegmentedExamDetails } from './segmented';

/**
 * One thing that keeps a segmented exam from being saved, with the figures its message needs. The
 * console words each code in the editor's own labels (both languages); `describeSegmentedIssue` gives
 * the English the API answers with.
 */
export type SegmentedExamIssue =
  | { code: 'noDetails' }
  | { code: 'noSubject' }
  | { code: 'subjectTwice' }
  | { code: 'questionOutsideSubjects' }
  | { code: 'subjectCount'; subjectId: string; count: number; onPaper: number }
  | { code: 'totalSubjects'; least: number; most: number }
  | { code: 'leastCompulsoryOptional'; compulsoryOptional: number }
  | { code: 'totalQuestions'; totalQuestions: number; most: number };

/**
 * What is wrong with a segmented exam's details against its questions (the subject of each, in
 * order): every subject listed once, each count equal to the exam's questions of that subject, every
 * question in a listed subject, and totals a student can reach. Empty when the exam is sound.
 */
export function segmentedExamIssues(
  details: SegmentedExamDetails | null,
  questionSubjects: readonly (string | null)[],
): SegmentedExamIssue[] {
  if (!details) return [{ code: 'noDetails' }];
  const issues: SegmentedExamIssue[] = [];
  const all = [
    ...details.mandatorySubjects,
    ...details.compulsoryOptionalSubjects,
    ...details.optionalSubjects,
  ];
  const ids = all.map((s) => s.subjectId);
  if (all.length === 0) issues.push({ code: 'noSubject' });
  if (new Set(ids).size !== ids.length) issues.push({ code: 'subjectTwice' });
  const perSubject = new Map<string, number>();
  for (const subject of questionSubjects) {
    if (!subject || !ids.includes(subject)) {
      issues.push({ code: 'questionOutsideSubjects' });
      break;
    }
    perSubject.set(subject, (perSubject.get(subject) ?? 0) + 1);
  }
  for (const s of all) {
    const onPaper = perSubject.get(s.subjectId) ?? 0;
    if (onPaper !== s.count)
      issues.push({ code: 'subjectCount', subjectId: s.subjectId, count: s.count, onPaper });
  }
  if (details.totalSubjects < details.mandatorySubjects.length || details.totalSubjects > all.length)
    issues.push({ code: 'totalSubjects', least: details.mandatorySubjects.length, most: all.length });
  if (details.minimumCompulsoryOptionalSubjects > details.compulsoryOptionalSubjects.length)
    issues.push({
      code: 'leastCompulsoryOptional',
      compulsoryOptional: details.compulsoryOptionalSubjects.length,
    });
  const most = all.reduce((sum, s) => sum + s.count, 0);
  if (details.totalQuestions > most)
    issues.push({ code: 'totalQuestions', totalQuestions: details.totalQuestions, most });
  return issues;
}

/** An issue in plain English, in the exam editor's words; `nameOf` names a subject (its id unless given). */
export function describeSegmentedIssue(
  issue: SegmentedExamIssue,
  nameOf: (subjectId: string) => string = (subjectId) => subjectId,
): string {
  switch (issue.code) {
    case 'noDetails':
    case 'noSubject':
      return 'Choose the subjects of the segmented exam.';
    case 'subjectTwice':
      return 'A subject is listed twice.';
    case 'questionOutsideSubjects':
      return 'Every question must be of one of the exam’s subjects.';
    case 'subjectCount':
      return `${nameOf(issue.subjectId)}: ${issue.count} question(s) expected, ${issue.onPaper} on the paper.`;
    case 'totalSubjects':
      return `Subjects a student sits must be from ${issue.least} to ${issue.most}.`;
    case 'leastCompulsoryOptional':
      return `Least compulsory optional subjects can be at most ${issue.compulsoryOptional}.`;
    case 'totalQuestions':
      return `Questions a student sits is ${issue.totalQuestions}, but the subjects hold only ${issue.most}.`;
  }
}

/** The issues of `segmentedExamIssues` in plain English (the API's message), subjects named by `nameOf`. */
export function segmentedExamProblems(
  details: SegmentedExamDetails | null,
  questionSubjects: readonly (string | null)[],
  nameOf?: (subjectId: string) => string,
): string[] {
  return segmentedExamIssues(details, questionSubjects).map((issue) => describeSegmentedIssue(issue, nameOf));
}
