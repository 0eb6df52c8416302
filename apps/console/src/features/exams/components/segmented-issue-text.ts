import type { Localized } from '@lms/browser/i18n/react';
import { type SegmentedExamIssue, segmentedIssueValues, segmentedIssueWording } from '@lms/domain';

/** A segmented exam's issue in the shown language, worded as the API words it; subjects by name. */
export function segmentedIssueText(
  { t, n }: Pick<Localized, 't' | 'n'>,
  issue: SegmentedExamIssue,
  nameOf: (subjectId: string) => string,
): string {
  const wording = segmentedIssueWording(issue, nameOf);
  return t(wording.template, segmentedIssueValues(wording, n));
}
