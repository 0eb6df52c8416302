import { randomBytes } from 'node:crypto';
import { DEFAULT_DELIVERY, toUsername } from '@lms/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { examAnswers, examAttempts, groupMembers, groups, questions, students } from '../db/schema';
import { setExamQuestionVoid } from '../modules/exams/analysis/analysis-repository';
import { assignExam } from '../modules/exams/authoring/assign-exam';
import { createExam } from '../modules/exams/authoring/create-exam';
import { loadExam } from '../modules/exams/exam-cache';
import type { QuestionValues } from '../modules/exams/question-bank/question-input';
import { insertQuestions } from '../modules/exams/question-bank/question-repository';
import { publishResults } from '../modules/exams/results/publish-results';
import { scoreAttempt } from '../modules/exams/results/score-attempt';
import type { DemoBank, DemoSubjects } from './demo-question-bank';

/** The past exams with scored attempts, for the Results section. */
export interface DemoExamHistory {
  groupId: string;
  /** Published: every window closed. */
  physicsExamId: string;
  /** A question of the physics model test voided with full marks: everyone who sat it gets its mark. */
  voidedQuestionId: string;
  /**
   * Not published; one question is an older version with a wrong key (item analysis flags it), a copy
   * the bank never lists: the bank's question is keyed right.
   */
  chemistryExamId: string;
  wrongKeyQuestionId: string;
}

const DAY = 24 * 3_600_000;
const MINUTE = 60_000;
const BATCH = 160;
const FIRST = [
  'Arif',
  'Nusrat',
  'Rakib',
  'Sadia',
  'Fahim',
  'Tasnim',
  'Imran',
  'Farzana',
  'Sakib',
  'Mim',
  'Jubayer',
  'Anika',
  'Rifat',
  'Sumaiya',
  'Hasib',
  'Lamia',
];
const LAST = [
  'Ahmed',
  'Hossain',
  'Islam',
  'Rahman',
  'Chowdhury',
  'Karim',
  'Sarker',
  'Akter',
  'Uddin',
  'Khan',
];

/** A small deterministic random source. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

const LEVEL = { easy: -1, medium: 0, hard: 1 } as const;

/**
 * "HSC Model Test Batch" (160 admitted students) with two past live exams sat and scored: "Model Test
 * 1: Physics" (published) and "Model Test 2: Chemistry" (not published), set with an older version of
 * the question on zinc and hydrochloric acid whose key is wrong (O2 for H2), so strong students lose
 * marks on it and item analysis flags it; the bank holds the corrected version, so the wrong key
 * reaches no other exam. Answers follow a simple ability model (stronger students answer harder questions
 * right more often). Rows go in with bulk inserts; each attempt is scored with the exam rules.
 */
export async function seedDemoExamHistory(
  ctx: AppContext,
  staffId: string,
  subjectIds: DemoSubjects,
  bank: DemoBank,
): Promise<DemoExamHistory> {
  const next = random(2026);
  const [group] = await ctx.db
    .insert(groups)
    .values({ name: 'HSC Model Test Batch' })
    .returning({ id: groups.id });
  const groupId = group!.id;
  const made = await ctx.db
    .insert(students)
    .values(
      Array.from({ length: BATCH }, (_, i) => ({
        name: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`,
        // Rolls 30001 on: the other demo students have 26xxx and 29xxx, the journeys admit 26xxx to 28xxx.
        sid: String(30001 + i),
        username: toUsername(`0195${String(i + 1).padStart(7, '0')}`),
        code: String(100000 + i),
        session: '2025-26',
      })),
    )
    .returning({ id: students.id });
  await ctx.db.insert(groupMembers).values(made.map((s) => ({ groupId, studentId: s.id })));
  const ability = new Map(made.map((s) => [s.id, (next() + next() + next()) * 1.4 - 2.1]));

  const [right] = await insertQuestions(
    ctx.db,
    [
      {
        type: 'MCQ',
        title: 'Which gas is given off when zinc reacts with dilute \\ce{HCl}?',
        options: ['\\ce{H2}', '\\ce{O2}', '\\ce{Cl2}', '\\ce{CO2}'],
        imageOptions: [],
        answer: ['\\ce{H2}'],
        explanation: '$\\ce{Zn + 2HCl -> ZnCl2 + H2}$',
        explanationExt: '',
        image: [],
        file: [],
        subjectId: subjectIds.chemistry,
        tags: ['Acids and Bases', 'easy'],
        point: 1,
      } satisfies QuestionValues,
    ],
    staffId,
  );
  // The chemistry model test was set with an older version of it keyed O2 (the right answer is H2): a
  // copy the bank never lists, as an edit after publishing keeps one, so no other exam can take it.
  const { id: _, createdAt: __, updatedAt: ___, ...fields } = right!;
  const [wrong] = await ctx.db
    .insert(questions)
    .values({ ...fields, answer: ['\\ce{O2}'], versionOf: right!.id, version: 1 })
    .returning({ id: questions.id, options: questions.options });
  await ctx.db.update(questions).set({ version: 2 }).where(eq(questions.id, right!.id));
  const wrongKey = {
    id: wrong!.id,
    answer: ['\\ce{H2}'],
    options: wrong!.options,
    type: 'MCQ',
    difficulty: 'easy' as const,
  };

  const now = ctx.now().getTime();
  const sitExam = async (
    title: string,
    questions: DemoBank[keyof DemoBank],
    start: number,
    subjectId: string,
    voidedQuestionId?: string,
  ) => {
    const examId = (
      await createExam(ctx, staffId, {
        title,
        instruction: 'Answer every question. A wrong MCQ answer costs a quarter of its marks.',
        subjectId,
        isPracticeExam: false,
        isSegmentedExam: false,
        segmentedExamDetails: null,
        negativeMarkPerQuestion: 0.25,
        passMark: 40,
        shuffleQuestions: true,
        shuffleOptions: true,
        retakeLimit: null,
        delivery: DEFAULT_DELIVERY,
        questions: questions.map((q) => ({ questionId: q.id })),
      })
    )._id;
    await assignExam(
      ctx,
      examId,
      {
        groupId,
        startsAt: new Date(start).toISOString(),
        endsAt: new Date(start + 3 * 3_600_000).toISOString(),
        duration: 60,
        multipleTimesSubmission: false,
        gpaFactor: null,
        cutMarks: null,
      },
      { past: 'allow' },
    );
    // 92% of the batch sat it
    const sitting = made.filter(() => next() < 0.92);
    const attempts = await ctx.db
      .insert(examAttempts)
      .values(
        sitting.map((s, i) => {
          const startedAt = new Date(start + (5 + (i % 30)) * MINUTE);
          return {
            examId,
            groupId,
            studentId: s.id,
            seed: randomBytes(8).toString('hex'),
            startedAt,
            deadlineAt: new Date(startedAt.getTime() + 60 * MINUTE),
            submittedAt: new Date(startedAt.getTime() + (35 + (i % 20)) * MINUTE),
          };
        }),
      )
      .returning({
        id: examAttempts.id,
        studentId: examAttempts.studentId,
        submittedAt: examAttempts.submittedAt,
      });
    const rows: (typeof examAnswers.$inferInsert)[] = [];
    for (const attempt of attempts) {
      const theta = ability.get(attempt.studentId)!;
      const at = attempt.submittedAt!.getTime() - 5 * MINUTE;
      for (const q of questions) {
        if (next() < 0.07) continue; // skipped
        const knows = () => next() < 1 / (1 + Math.exp(-1.7 * (theta - LEVEL[q.difficulty])));
        const answer = answerOf(q, knows, next);
        rows.push({
          attemptId: attempt.id,
          questionId: q.id,
          answer,
          extra: [],
          clientTs: at,
          receivedAt: new Date(at),
          version: 1,
        });
      }
    }
    for (let i = 0; i < rows.length; i += 2_000)
      await ctx.db.insert(examAnswers).values(rows.slice(i, i + 2_000));
    if (voidedQuestionId) await setExamQuestionVoid(ctx.db, examId, voidedQuestionId, 'fullMarks');
    const exam = (await loadExam(ctx.db, examId))!;
    await ctx.db.transaction(async (tx) => {
      for (const attempt of attempts) await scoreAttempt(tx, exam, attempt.id, attempt.submittedAt!);
    });
    return examId;
  };

  const physicsQuestions = bank.physics
    .filter((q) => q.type === 'MCQ' || q.type === 'MCA')
    .filter((_, i) => i % 2 === 0)
    .slice(0, 25);
  // One question was printed unreadably on the paper, so the exam controller voided it with full
  // marks: every student who sat the test has its mark, and the results say it was voided.
  const voidedQuestionId = physicsQuestions[4]!.id;
  const physicsExamId = await sitExam(
    'Model Test 1: Physics',
    physicsQuestions,
    now - 9 * DAY,
    subjectIds.physics,
    voidedQuestionId,
  );
  await publishResults(ctx, physicsExamId, { groupId });

  const chemistryQuestions = [
    wrongKey,
    ...bank.chemistry
      .filter((q) => q.type !== 'shortAns')
      .filter((_, i) => i % 2 === 1)
      .slice(0, 24),
  ];
  const chemistryExamId = await sitExam(
    'Model Test 2: Chemistry',
    chemistryQuestions,
    now - 2 * DAY,
    subjectIds.chemistry,
  );
  return { groupId, physicsExamId, voidedQuestionId, chemistryExamId, wrongKeyQuestionId: wrongKey.id };
}

/** What a student answers: the right option when they know it, else a plausible wrong one. */
function answerOf(q: DemoBank[keyof DemoBank][number], knows: () => boolean, next: () => number): string[] {
  if (q.type === 'MCA') return q.answer.map((v) => (knows() ? v : v === 'true' ? 'false' : 'true'));
  if (q.type === 'checkbox')
    return knows() ? q.answer : [q.answer[0]!, q.options.find((o) => !q.answer.includes(o))!];
  if (knows()) return [q.answer[0]!];
  const wrong = q.options.filter((o) => !q.answer.includes(o));
  return [wrong[Math.floor(next() * wrong.length)]!];
}
