import { examLabels, formatCompletion, gpaTotalMarks, round2 } from '@lms/domain';
import type { AnsweredResultView, ExamResultView, ResultAnswerView } from '@lms/domain/contract';

/** Correct, partly correct, incorrect, skipped and negative marks of a set of result questions. */
export interface ResultCounts {
  correct: number;
  /** Answers that earned part of their marks. */
  partlyCorrect: number;
  incorrect: number;
  skipped: number;
  /** Written answers not marked yet. */
  pending: number;
  negativeMarks: number;
}

/** The counts of one subject. */
export interface SubjectCounts extends ResultCounts {
  subjectId: string;
  name: string;
}

/** Everything the result page shows besides the questions. */
export interface ResultFigures {
  passed: boolean;
  marksObtained: number;
  /** Exam total plus 5 x hsc + 5 x ssc. */
  totalMarks: number;
  /** Set when the exam has a GPA factor: marks from GPA and marks from the exam. */
  gpa: { gpaMarks: number; examMarks: number } | null;
  counts: ResultCounts;
  /** Merit position, or 'Not given'. */
  merit: string;
  /** Merit position within the student's branch; null when not given. */
  branchMerit: number | null;
  /** Share of the results at or below this one, in percent; null when not given. */
  percentile: number | null;
  /** hh:mm:ss between start and submit, or 'Not given'. */
  completion: string;
  bySubject: SubjectCounts[];
  subjectNames: string[];
}

/** The student's part of a result question; null for a question left unanswered. */
export function answerOf(entry: ResultAnswerView): AnsweredResultView | null {
  return 'answer' in entry ? entry : null;
}

/** The student's answer as a list: a written answer (a string on the wire) is its one text. */
export function givenAnswer(entry: ResultAnswerView): string[] | undefined {
  const answer = answerOf(entry)?.answer;
  return typeof answer === 'string' ? [answer] : answer;
}

/** A written answer waiting for an examiner: answered, not marked. */
export function isPendingResult(entry: ResultAnswerView): boolean {
  return answerOf(entry)?.pending ?? false;
}

/** Subject names by id from what a result names: its `subjects` and its subject-wise counts. */
export function resultSubjectNames(result: ExamResultView): Map<string, string> {
  const names = new Map<string, string>();
  for (const subject of result.subjects) if (subject.name) names.set(subject._id, subject.name);
  for (const stat of result.subjectStats) if (stat.name) names.set(stat.subjectId, stat.name);
  return names;
}

/**
 * The result's questions by subject, in the order subjects first appear (questions without one are
 * left out), named from `names`.
 */
export function groupBySubject(
  entries: readonly ResultAnswerView[],
  names: ReadonlyMap<string, string> = new Map(),
): { subjectId: string; name: string; entries: ResultAnswerView[] }[] {
  const groups = new Map<string, { subjectId: string; name: string; entries: ResultAnswerView[] }>();
  for (const entry of entries) {
    const id = entry.questionId.subjectId;
    if (!id) continue;
    const group = groups.get(id) ?? {
      subjectId: id,
      name: names.get(id) ?? examLabels.notGiven,
      entries: [],
    };
    group.entries.push(entry);
    groups.set(id, group);
  }
  return [...groups.values()];
}

/**
 * The figures of a result from the ones the server stored
 * when it scored the attempt: the total with the GPA part (5 x hsc + 5 x ssc), GPA marks, pass, counts
 * and subject-wise counts.
 */
export function resultFigures(result: ExamResultView): ResultFigures {
  const bySubject: SubjectCounts[] = result.subjectStats.map((stat) => ({
    subjectId: stat.subjectId,
    name: stat.name ?? examLabels.notGiven,
    correct: stat.correct,
    partlyCorrect: stat.partlyCorrect,
    incorrect: stat.incorrect,
    skipped: stat.skipped,
    pending: stat.pending,
    negativeMarks: round2(Math.abs(stat.negativeMarks)),
  }));
  const named = result.subjects.flatMap((subject) => (subject.name ? [subject.name] : []));
  return {
    passed: result.passed,
    marksObtained: round2(result.marksObtained),
    totalMarks: result.totalMarks,
    gpa:
      gpaTotalMarks(result.gpaFactor) > 0
        ? { gpaMarks: round2(result.gpaMarks), examMarks: round2(result.withoutGPA) }
        : null,
    counts: {
      correct: result.correct,
      partlyCorrect: result.partlyCorrect,
      incorrect: result.incorrect,
      skipped: result.skipped,
      pending: result.pending,
      negativeMarks: round2(Math.abs(result.negativeMarks)),
    },
    merit: result.rank ? String(result.rank) : examLabels.notGiven,
    branchMerit: result.branchRank ?? null,
    percentile: result.percentile ?? null,
    completion: formatCompletion(result.startsAt, result.submittedAt) ?? examLabels.notGiven,
    bySubject,
    subjectNames: named.length > 0 ? named : bySubject.map((subject) => subject.name),
  };
}
