import { z } from 'zod';
import type { StoredSegmentedDetails } from '../../../db/schema';
import { id } from '../schemas';

const subjectCount = z.object({ subjectId: id, count: z.number().int().min(1).max(1_000) });
const section = z.array(subjectCount).max(50).default([]);

/** SPEC.md §3 SegmentedExamDetails as staff send it. */
export const segmentedDetailsInput = z.object({
  mandatorySubjects: section,
  compulsoryOptionalSubjects: section,
  optionalSubjects: section,
  totalSubjects: z.number().int().min(1).max(50),
  totalQuestions: z.number().int().min(1).max(5_000),
  minimumCompulsoryOptionalSubjects: z.number().int().min(0).max(50).default(0),
});

const fields = {
  title: z.string().trim().min(1).max(300),
  /** HTML shown in the Exam Instruction dialog; sanitized. */
  instruction: z.string().max(50_000),
  subjectId: id.nullable(),
  isPracticeExam: z.boolean(),
  isSegmentedExam: z.boolean(),
  segmentedExamDetails: segmentedDetailsInput.nullable(),
  /** Fraction of a question's point lost per wrong answer (0.25 = a quarter). */
  negativeMarkPerQuestion: z.number().min(0).max(1),
  /** Pass mark in percent. */
  passMark: z.number().min(0).max(100),
  /** Shuffle the questions per attempt. */
  shuffleQuestions: z.boolean(),
  /** Shuffle each question's options per attempt. */
  shuffleOptions: z.boolean(),
  /** The questions in order; `point` defaults to the bank question's point. */
  questions: z
    .array(z.object({ questionId: id, point: z.number().positive().max(1_000).optional() }))
    .max(1_000),
};

/** A new exam. */
export const examInput = z.object({
  ...fields,
  instruction: fields.instruction.default(''),
  subjectId: fields.subjectId.optional().transform((v) => v ?? null),
  isPracticeExam: fields.isPracticeExam.default(false),
  isSegmentedExam: fields.isSegmentedExam.default(false),
  segmentedExamDetails: fields.segmentedExamDetails.optional().transform((v) => v ?? null),
  negativeMarkPerQuestion: fields.negativeMarkPerQuestion.default(0),
  passMark: fields.passMark.default(0),
  shuffleQuestions: fields.shuffleQuestions.default(false),
  shuffleOptions: fields.shuffleOptions.default(true),
  questions: fields.questions.default([]),
});

/** A change to an exam: the fields sent replace the stored ones (`questions` replaces the whole list). */
export const examPatch = z.object(fields).partial();

/** A new exam, parsed. */
export type ExamInput = z.infer<typeof examInput>;

/**
 * Problems of a segmented exam's details against its questions (by subject): every subject once, each
 * count equal to the exam's questions of that subject, every question in a listed subject, and totals
 * a student can reach.
 */
export function segmentedProblems(
  details: StoredSegmentedDetails | null,
  questionSubjects: (string | null)[],
): string[] {
  if (!details) return ['a segmented exam needs segmentedExamDetails'];
  const problems: string[] = [];
  const all = [
    ...details.mandatorySubjects,
    ...details.compulsoryOptionalSubjects,
    ...details.optionalSubjects,
  ];
  const ids = all.map((s) => s.subjectId);
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
      problems.push(`subject ${s.subjectId} has count ${s.count} but ${has} question(s) in the exam`);
  }
  if (details.totalSubjects < details.mandatorySubjects.length || details.totalSubjects > all.length)
    problems.push('totalSubjects must lie between the mandatory subjects and all listed subjects');
  if (details.minimumCompulsoryOptionalSubjects > details.compulsoryOptionalSubjects.length)
    problems.push('minimumCompulsoryOptionalSubjects is more than the compulsory optional subjects');
  return problems;
}
