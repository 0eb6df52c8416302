import type { Localized } from '@lms/browser/i18n/react';
import type { SegmentedExamIssue } from '@lms/domain';

/** A segmented exam's issue in the editor's words and the shown language; subjects by name. */
export function segmentedIssueText(
  { t, n }: Pick<Localized, 't' | 'n'>,
  issue: SegmentedExamIssue,
  nameOf: (subjectId: string) => string,
): string {
  switch (issue.code) {
    case 'noDetails':
    case 'noSubject':
      return t('Choose the subjects of the segmented exam.');
    case 'subjectTwice':
      return t('A subject is listed twice.');
    case 'questionOutsideSubjects':
      return t('Every question must be of one of the exam’s subjects.');
    case 'subjectCount':
      return t('{{subject}}: {{count}} question(s) expected, {{onPaper}} on the paper.', {
        subject: nameOf(issue.subjectId),
        count: n(issue.count),
        onPaper: n(issue.onPaper),
      });
    case 'totalSubjects':
      return t('Subjects a student sits must be from {{least}} to {{most}}.', {
        least: n(issue.least),
        most: n(issue.most),
      });
    case 'leastCompulsoryOptional':
      return t('Least compulsory optional subjects can be at most {{most}}.', {
        most: n(issue.compulsoryOptional),
      });
    case 'totalQuestions':
      return t('Questions a student sits is {{count}}, but the subjects hold only {{most}}.', {
        count: n(issue.totalQuestions),
        most: n(issue.most),
      });
  }
}
