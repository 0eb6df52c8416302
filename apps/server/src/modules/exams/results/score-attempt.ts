import { type CanonicalAnswer, computeFinalMarks, scoreExam } from '@lms/domain';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { examAttempts, students } from '../../../db/schema';
import { listAnswers } from '../answer-repository';
import type { CachedExam } from '../exam-cache';
import { deliveredQuestions } from '../exam-paper';
import { findSelection } from '../selection-repository';

/**
 * Scores a submitted attempt with the rules of packages/domain and stores the figures the result page
 * and the scoreboard read (marks, totals, negative marks, GPA part, pass, counts). Practice results,
 * and results of a group whose results are published, are published at once. Returns whether the
 * result is published (its exam's merit list then needs ranking).
 */
export async function scoreAttempt(
  db: Queryable,
  exam: CachedExam,
  attemptId: string,
  now: Date,
): Promise<{ published: boolean }> {
  const [attempt] = await db
    .select({
      studentId: examAttempts.studentId,
      groupId: examAttempts.groupId,
      publishedAt: examAttempts.publishedAt,
      hscGpa: students.hscGpa,
      sscGpa: students.sscGpa,
    })
    .from(examAttempts)
    .innerJoin(students, eq(students.id, examAttempts.studentId))
    .where(eq(examAttempts.id, attemptId));
  if (!attempt) return { published: false };
  const selection = exam.isSegmented ? await findSelection(db, exam.id, attempt.studentId) : null;
  const answers = new Map<string, CanonicalAnswer>(
    (await listAnswers(db, attemptId)).map((a) => [
      a.questionId,
      { answer: a.answer, extra: a.extra, examinerMarks: a.examinerMarks },
    ]),
  );
  const score = scoreExam(deliveredQuestions(exam, selection), answers, exam.negativeMarkPerQuestion);
  const assignment = exam.assignments.get(attempt.groupId);
  const final = computeFinalMarks({
    withoutGPA: score.withoutGPA,
    totalMarks: score.totalMarks,
    passMark: exam.passMark,
    gpaFactor: assignment?.gpaFactor,
    hscGpa: attempt.hscGpa,
    sscGpa: attempt.sscGpa,
    cutMarks: assignment?.cutMarks,
  });
  const publishedAt = attempt.publishedAt ?? (exam.isPractice || assignment?.resultsPublishedAt ? now : null);
  await db
    .update(examAttempts)
    .set({
      scoredAt: now,
      marksObtained: final.marksObtained,
      totalMarks: final.totalMarks,
      negativeMarks: score.negativeMarks,
      withoutGpa: final.withoutGPA,
      gpaMarks: final.gpaMarks,
      cutMarks: final.cutMarks,
      passed: final.passed,
      correct: score.correct,
      incorrect: score.incorrect,
      skipped: score.skipped,
      pending: score.pending,
      publishedAt,
    })
    .where(eq(examAttempts.id, attemptId));
  return { published: publishedAt !== null };
}
