import type { SegmentedExamDetails } from './segmented';

/**
 * Problems of a segmented exam's details against its questions (the subject of each, in order): every
 * subject listed once, each count equal to the exam's questions of that subject, every question in a
 * listed subject, and totals a student can reach. `nameOf` names a subject in the messages (its id
 * unless given). Empty when the exam is sound.
 */
export function segmentedExamProblems(
  details: SegmentedExamDetails | null,
  questionSubjects: readonly (string | null)[],
  nameOf: (subjectId: string) => string = (subjectId) => subjectId,
): string[] {
  if (!details) return ['a segmented exam needs segmentedExamDetails'];
  const problems: string[] = [];
  const all = [
    ...details.mandatorySubjects,
    ...details.compulsoryOptionalSubjects,
    ...details.optionalSubjects,
  ];
  const ids = all.map((s) => s.subjectId);
  if (all.length === 0) problems.push('a segmented exam needs at least one subject');
  if (new Set(ids).size !== ids.length) problems.push('a subject is listed twice in segmentedExamDetails');
  const perSubject = new Map<string, number>();
  for (const subject of questionSubjects) {
    if (!subject || !ids.includes(subject)) {
      problems.push('every question of a segmented exam needs a subject listed in segmentedExamDetails');
      break;
    }
    perSubject.set(subject, (perSubject.get(subject) ?? 0) + 1);
  }
  for (const s of all) {
    const has = perSubject.get(s.subjectId) ?? 0;
    if (has !== s.count)
      problems.push(`subject ${nameOf(s.subjectId)} has count ${s.count} but ${has} question(s) in the exam`);
  }
  if (details.totalSubjects < details.mandatorySubjects.length || details.totalSubjects > all.length)
    problems.push('totalSubjects must lie between the mandatory subjects and all listed subjects');
  if (details.minimumCompulsoryOptionalSubjects > details.compulsoryOptionalSubjects.length)
    problems.push('minimumCompulsoryOptionalSubjects is more than the compulsory optional subjects');
  const most = all.reduce((sum, s) => sum + s.count, 0);
  if (details.totalQuestions > most)
    problems.push(
      `totalQuestions is ${details.totalQuestions} but the subjects hold only ${most} question(s)`,
    );
  return problems;
}
