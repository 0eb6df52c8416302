import { countedPoint, DEFAULT_DELIVERY, sumMarks } from '@lms/domain';
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { examAssignments, examQuestions, exams, questions } from '../../db/schema';
import type { CachedExam, ExamQuestion } from './cached-exam';

/** The exam's version (it moves with every change of the exam, its questions or assignments), or null. */
export async function findExamVersion(db: Queryable, examId: string): Promise<number | null> {
  const [row] = await db.select({ version: exams.version }).from(exams).where(eq(exams.id, examId));
  return row?.version ?? null;
}

/** Reads an exam with its questions and assignments from the database. */
export async function loadExam(db: Queryable, examId: string): Promise<CachedExam | null> {
  const [row] = await db.select().from(exams).where(eq(exams.id, examId));
  if (!row) return null;
  const rows = await db
    .select({
      position: examQuestions.position,
      point: examQuestions.point,
      answerKey: examQuestions.answerKey,
      voidKind: examQuestions.voidKind,
      pool: examQuestions.pool,
      q: questions,
    })
    .from(examQuestions)
    .innerJoin(questions, eq(questions.id, examQuestions.questionId))
    .where(eq(examQuestions.examId, examId))
    .orderBy(asc(examQuestions.position));
  const assignments = await db.select().from(examAssignments).where(eq(examAssignments.examId, examId));
  const list: ExamQuestion[] = rows.map(({ position, point, answerKey, voidKind, pool, q }) => ({
    id: q.id,
    type: q.type,
    title: q.title,
    point,
    options: q.options,
    // A key corrected for this exam wins over the bank question's.
    answer: answerKey ?? q.answer,
    imageOptions: q.imageOptions,
    explanation: q.explanation,
    explanationExt: q.explanationExt,
    image: q.image,
    file: q.file,
    subjectId: q.subjectId,
    negativeMark: q.negativeMark,
    position,
    pool,
    voided: voidKind,
  }));
  const pools = row.pools.map((section, index) => {
    const candidates = list.filter((q) => q.pool === index);
    return {
      count: section.count,
      candidateIds: candidates.map((q) => q.id),
      point: candidates[0]?.point ?? 0,
    };
  });
  const fixed = pools.length > 0 ? list.filter((q) => q.pool === null) : list;
  return {
    id: row.id,
    version: row.version,
    title: row.title,
    instruction: row.instruction,
    subjectId: row.subjectId,
    isPractice: row.isPractice,
    isSegmented: row.isSegmented,
    segmentedDetails: row.isSegmented ? (row.segmentedDetails ?? null) : null,
    negativeMarking: { mode: row.negativeMarking, fraction: row.negativeMarkPerQuestion },
    passMark: row.passMark,
    shuffleQuestions: row.shuffleQuestions,
    shuffleOptions: row.shuffleOptions,
    retakeLimit: row.retakeLimit,
    delivery: { ...DEFAULT_DELIVERY, ...row.delivery },
    questions: list,
    pools,
    setCount: row.setCount,
    totalMarks: sumMarks([
      ...fixed.map(countedPoint),
      ...pools.flatMap((p) =>
        Array.from({ length: Math.min(p.count, p.candidateIds.length) }, () => p.point),
      ),
    ]),
    questionById: new Map(list.map((q) => [q.id, q])),
    assignments: new Map(
      assignments.map((a) => [
        a.groupId,
        {
          id: a.id,
          groupId: a.groupId,
          startsAt: a.startsAt,
          endsAt: row.isPractice ? null : a.endsAt,
          duration: a.duration,
          multipleTimesSubmission: a.multipleTimesSubmission,
          gpaFactor: a.gpaHsc || a.gpaSsc ? { hsc: a.gpaHsc ?? 0, ssc: a.gpaSsc ?? 0 } : null,
          cutMarks: a.cutMarks,
          resultsPublishedAt: a.resultsPublishedAt,
        },
      ]),
    ),
  };
}
