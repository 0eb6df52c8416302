import type { SegmentedExamDetails } from './segmented';

/**
 * One thing that keeps a segmented exam from being saved, with the figures its message needs. The
 * editor and the API word it alike, from `segmentedIssueWording`.
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

/**
 * An issue's one wording: an English sentence with `{{slot}}` placeholders (the console's translation
 * key, so the editor and the API say the same) and the values of its slots: counts as numbers (shown
 * in the reader's digits), the subject by name.
 */
export interface SegmentedIssueWording {
  template: string;
  numbers: Record<string, number>;
  subject?: string;
}

/** The wording of `issue`; `nameOf` names a subject (its id unless given). */
export function segmentedIssueWording(
  issue: SegmentedExamIssue,
  nameOf: (subjectId: string) => string = (subjectId) => subjectId,
): SegmentedIssueWording {
  switch (issue.code) {
    case 'noDetails':
    case 'noSubject':
      return { template: 'Choose the subjects of the segmented exam.', numbers: {} };
    case 'subjectTwice':
      return { template: 'A subject is listed twice.', numbers: {} };
    case 'questionOutsideSubjects':
      return { template: 'Every question must be of one of the exam’s subjects.', numbers: {} };
    case 'subjectCount':
      return {
        template: '{{subject}}: {{count}} question(s) expected, {{onPaper}} on the paper.',
        numbers: { count: issue.count, onPaper: issue.onPaper },
        subject: nameOf(issue.subjectId),
      };
    case 'totalSubjects':
      return {
        template: 'Subjects a student sits must be from {{least}} to {{most}}.',
        numbers: { least: issue.least, most: issue.most },
      };
    case 'leastCompulsoryOptional':
      return {
        template: 'Least compulsory optional subjects can be at most {{most}}.',
        numbers: { most: issue.compulsoryOptional },
      };
    case 'totalQuestions':
      return {
        template: 'Questions a student sits is {{count}}, but the subjects hold only {{most}}.',
        numbers: { count: issue.totalQuestions, most: issue.most },
      };
  }
}

/** The values of a wording's slots, its numbers shown by `show` (e.g. in the reader's digits). */
export function segmentedIssueValues(
  { numbers, subject }: SegmentedIssueWording,
  show: (value: number) => string = String,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [slot, value] of Object.entries(numbers)) values[slot] = show(value);
  if (subject !== undefined) values.subject = subject;
  return values;
}

/** An issue in plain English (the API's message), in the exam editor's words. */
export function describeSegmentedIssue(
  issue: SegmentedExamIssue,
  nameOf?: (subjectId: string) => string,
): string {
  const wording = segmentedIssueWording(issue, nameOf);
  const values = segmentedIssueValues(wording);
  return wording.template.replace(/\{\{(\w+)\}\}/g, (_, slot: string) => values[slot] ?? '');
}

/** The issues of `segmentedExamIssues` in plain English (the API's message), subjects named by `nameOf`. */
export function segmentedExamProblems(
  details: SegmentedExamDetails | null,
  questionSubjects: readonly (string | null)[],
  nameOf?: (subjectId: string) => string,
): string[] {
  return segmentedExamIssues(details, questionSubjects).map((issue) => describeSegmentedIssue(issue, nameOf));
}
