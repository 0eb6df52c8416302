import { randomBytes } from 'node:crypto';
import { DEFAULT_DELIVERY, toUsername } from '@lms/domain';
import { questionInput } from '@lms/domain/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { examAnswers, staff } from '../db/schema';
import { storageOf } from '../lib/storage';
import { findStudentByUsername } from '../modules/account/student-repository';
import { insertAttempt } from '../modules/exams/attempt-repository';
import { assignExam } from '../modules/exams/authoring/assign-exam';
import { createExam } from '../modules/exams/authoring/create-exam';
import { examServices } from '../modules/exams/exam-services';
import { storeException, storeStanding } from '../modules/exams/exceptions/exception-repository';
import { setExamPools } from '../modules/exams/pools/set-exam-pools';
import { createQuestion } from '../modules/exams/question-bank/create-question';
import { publishResults } from '../modules/exams/results/publish-results';
import { scoreUnscoredAttempts } from '../modules/exams/results/score-attempt';
import { markSubmitted } from '../modules/exams/results/scoring-repository';
import { DEMO, type DemoAccounts } from './demo-accounts';
import { type DemoExamHistory, seedDemoExamHistory } from './demo-exam-history';
import { demoExamImages } from './demo-exam-images';
import { demoSubjects, seedDemoQuestionBank } from './demo-question-bank';

/** The demo exams, for later seeds and the browser tests. */
export interface DemoExams {
  liveExamId: string;
  upcomingExamId: string;
  finishedExamId: string;
  practiceExamId: string;
  segmentedExamId: string;
  /** A practice exam drawing five questions per attempt from a pool of the bank. */
  poolExamId: string;
  /** A practice exam of one question per page, forward only, with feedback by score band. */
  sequentialExamId: string;
  /** The question bank's batch with past exams to analyse. */
  history: DemoExamHistory;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The demo group's exams: a live exam running now (a year-long window), an upcoming one, a finished
 * live exam with published results (the demo student second on the merit list, a written answer
 * marked), a practice exam and a segmented practice exam; all five question types, with a question
 * image and image options stored as public upload keys. Then the question bank (about three hundred
 * questions over five subjects) and a batch with past exams to analyse (demo-exam-history.ts).
 */
export async function seedDemoExams(
  ctx: AppContext,
  accounts: Pick<DemoAccounts, 'groupId'>,
): Promise<DemoExams> {
  const [admin] = await ctx.db
    .select({ id: staff.id })
    .from(staff)
    .where(eq(staff.username, DEMO.staffUsername));
  const staffId = admin!.id;
  const images = demoExamImages();
  const key = (name: keyof typeof images) => `uploads/exam-demo/${name}.png`;
  for (const name of Object.keys(images) as (keyof typeof images)[])
    await storageOf(ctx).put(key(name), images[name], 'image/png');

  // One subject per name (the study side's, or made for the bank): Physics, Chemistry, Math, Biology.
  const subjectIds = await demoSubjects(ctx);
  const [s0, s1, s2, s3] = [subjectIds.physics, subjectIds.chemistry, subjectIds.math, subjectIds.biology];

  const add = async (q: Record<string, unknown>) =>
    (await createQuestion(ctx, staffId, questionInput.parse(q)))._id;
  const graph = await add({
    type: 'MCQ',
    title: '<p>The graph shows the velocity of a car against time. What does its slope give?</p>',
    image: [key('graph')],
    options: ['Acceleration', 'Distance travelled', 'Speed', 'Force'],
    answer: ['Acceleration'],
    explanation:
      '<p>The slope of a velocity-time graph is the change of velocity per unit time: the <b>acceleration</b>.</p>',
    subjectId: s0,
    point: 2,
  });
  const shapes = await add({
    type: 'MCQ',
    title: '<p>Which of these shapes has no corners?</p>',
    options: [key('square'), key('circle'), key('triangle')],
    optionType: { A: 'image', B: 'image', C: 'image' },
    answer: [key('circle')],
    explanation: '<p>A circle is one curved line: it has no corners.</p>',
    subjectId: s2,
    point: 2,
  });
  const primes = await add({
    type: 'checkbox',
    title: '<p>Which of these numbers are prime?</p>',
    options: ['2', '9', '11', '15'],
    answer: ['2', '11'],
    explanation: '<p>9 = 3 × 3 and 15 = 3 × 5; 2 and 11 have no divisors but 1 and themselves.</p>',
    subjectId: s2,
    point: 2,
  });
  const facts = await add({
    type: 'MCA',
    title: '<p>Mark each statement true or false.</p>',
    options: ['Water boils at 100 °C at sea level.', 'Helium is a metal.', 'Sodium reacts with water.'],
    answer: ['true', 'false', 'true'],
    explanation: '<p>Helium is a noble gas.</p>',
    subjectId: s1,
    point: 3,
  });
  const symbol = await add({
    type: 'shortAns',
    title: '<p>Write the chemical symbol of sodium.</p>',
    answer: ['Na'],
    explanation: '<p>From its Latin name, <i>natrium</i>.</p>',
    subjectId: s1,
    point: 2,
  });
  const newton = await add({
    type: 'paragraph',
    title:
      "<p>State Newton's second law of motion and explain it with an example. You may upload a photo of your working.</p>",
    explanation: '<p>F = ma: the net force equals mass times acceleration.</p>',
    explanationExt: key('graph'),
    subjectId: s0,
    point: 5,
  });
  const mcq = (title: string, options: string[], subjectId: string) =>
    add({ type: 'MCQ', title: `<p>${title}</p>`, options, answer: [options[0]!], subjectId, point: 1 });
  const unit = await mcq('What is the SI unit of force?', ['Newton', 'Joule', 'Watt', 'Pascal'], s0);
  const acid = await mcq('What is the pH of pure water at 25 °C?', ['7', '0', '14', '1'], s1);
  const square = await mcq('What is 12 squared?', ['144', '124', '122', '24'], s2);
  const cell = await mcq(
    'Which part of a cell holds its DNA?',
    ['Nucleus', 'Cell wall', 'Ribosome', 'Vacuole'],
    s3,
  );
  const leaf = await mcq(
    'Where does photosynthesis take place?',
    ['Chloroplast', 'Mitochondrion', 'Nucleus', 'Root'],
    s3,
  );

  const now = ctx.now().getTime();
  const groupId = accounts.groupId;
  const exam = async (input: Record<string, unknown>, questionIds: string[]) =>
    (
      await createExam(ctx, staffId, {
        instruction: '',
        subjectId: null,
        isPracticeExam: false,
        isSegmentedExam: false,
        segmentedExamDetails: null,
        negativeMarkPerQuestion: 0.25,
        passMark: 40,
        shuffleQuestions: false,
        shuffleOptions: true,
        retakeLimit: null,
        delivery: DEFAULT_DELIVERY,
        title: '',
        ...input,
        questions: questionIds.map((questionId) => ({ questionId })),
      })
    )._id;
  const schedule = (examId: string, from: number, to: number | null, duration: number, multiple = true) =>
    assignExam(
      ctx,
      examId,
      {
        groupId,
        startsAt: new Date(from).toISOString(),
        endsAt: to === null ? null : new Date(to).toISOString(),
        duration,
        multipleTimesSubmission: multiple,
        gpaFactor: null,
        cutMarks: null,
      },
      { past: 'allow' },
    );
  const instruction =
    'Answer every question. Wrong answers of MCQ and checkbox questions cost a quarter of their marks.\n• Your answers are saved as you go, even offline.\n• Written answers cannot be changed once submitted.';

  const liveExamId = await exam({ title: 'Weekly Live Test: Science', instruction, subjectId: s0 }, [
    graph,
    shapes,
    primes,
    facts,
    symbol,
    newton,
  ]);
  // A year-long window: the demo has an exam running whenever `npm start` is run.
  await schedule(liveExamId, now - HOUR, now + 365 * DAY, 60);
  // An exception: a classmate of the demo student has 15 more minutes on it (a doctor's note).
  const classmate = await findStudentByUsername(ctx.db, toUsername(DEMO.admittedPhones[3]!));
  if (classmate)
    await storeException(
      ctx.db,
      liveExamId,
      { studentId: classmate.id },
      {
        startsAt: null,
        endsAt: null,
        duration: null,
        extraMinutes: 15,
        retakeLimit: null,
        reason: "Doctor's note: writes slowly after a wrist injury",
        createdBy: staffId,
        updatedAt: new Date(now),
      },
    );
  // A standing extra time: another classmate (low vision, reads with a magnifier) has more minutes in
  // every exam they start, shown on their drawer in the console's Students.
  const standing = await findStudentByUsername(ctx.db, toUsername(DEMO.standingExtraTime.phone));
  if (standing) await storeStanding(ctx.db, standing.id, DEMO.standingExtraTime.minutes);

  // The chemistry test holds chemistry only (the mixed true/false question stays in the science
  // exams), with a balanced equation in mhchem and a question in Bengali.
  const water = await add({
    type: 'MCQ',
    title: 'How many moles of water does $\\ce{2H2 + O2 -> 2H2O}$ give from $1$ mole of $\\ce{O2}$?',
    options: ['2', '1', '4', '$\\frac{1}{2}$'],
    answer: ['2'],
    explanation: 'One $\\ce{O2}$ gives two $\\ce{H2O}$: the coefficients are the mole ratio.',
    subjectId: s1,
    point: 1,
  });
  const salt = await add({
    type: 'MCQ',
    title: 'খাদ্য লবণের রাসায়নিক সংকেত কোনটি?',
    options: ['$\\ce{NaCl}$', '$\\ce{KCl}$', '$\\ce{NaOH}$', '$\\ce{CaCl2}$'],
    answer: ['$\\ce{NaCl}$'],
    explanation: 'খাদ্য লবণ হলো সোডিয়াম ক্লোরাইড, $\\ce{NaCl}$।',
    subjectId: s1,
    point: 1,
  });
  const upcomingExamId = await exam({ title: 'Model Test: Chemistry', instruction, subjectId: s1 }, [
    symbol,
    acid,
    water,
    salt,
  ]);
  await schedule(upcomingExamId, now + 2 * DAY, now + 2 * DAY + 3 * HOUR, 45, false);

  const finishedExamId = await exam(
    { title: 'Monthly Exam: Physics and Mathematics', instruction, subjectId: s0 },
    [graph, shapes, primes, newton, unit],
  );
  const finishedStart = now - 10 * DAY;
  await schedule(finishedExamId, finishedStart, finishedStart + 3 * HOUR, 60);
  const circle = key('circle');
  await sitFinishedExam(ctx, finishedExamId, groupId, finishedStart, [
    // the demo student: three right, one wrong, the written answer marked 3.5 of 5 (second place)
    {
      phone: DEMO.studentPhone,
      answers: [
        [graph, ['Acceleration']],
        [shapes, [circle]],
        [primes, ['2', '9']],
        [newton, ['Force equals mass times acceleration: pushing a full trolley needs more force.'], 3.5],
        [unit, ['Newton']],
      ],
    },
    {
      phone: DEMO.admittedPhones[0]!,
      answers: [
        [graph, ['Acceleration']],
        [shapes, [circle]],
        [primes, ['2', '11']],
        [newton, ['F = ma.'], 4],
        [unit, ['Newton']],
      ],
    },
    {
      phone: DEMO.admittedPhones[1]!,
      answers: [
        [graph, ['Speed']],
        [shapes, [circle]],
        [unit, ['Newton']],
      ],
    },
    {
      phone: DEMO.admittedPhones[2]!,
      answers: [
        [graph, ['Acceleration']],
        [primes, ['2', '15']],
      ],
    },
  ]);
  await publishResults(ctx, finishedExamId, { groupId });

  // The practice exam ends on a question with math in its title, options and (Bengali) explanation.
  const speed = await add({
    type: 'MCQ',
    title:
      'A bus covers $d = 120\\,\\text{km}$ in $t = 2\\,\\text{h}$. What is its average speed $v = \\frac{d}{t}$?',
    options: [
      '$60\\,\\text{km/h}$',
      '$240\\,\\text{km/h}$',
      '$\\frac{1}{60}\\,\\text{km/h}$',
      '$122\\,\\text{km/h}$',
    ],
    answer: ['$60\\,\\text{km/h}$'],
    explanation: 'গড় দ্রুতি $v = \\frac{d}{t} = \\frac{120\\,\\text{km}}{2\\,\\text{h}} = 60\\,\\text{km/h}$।',
    subjectId: s0,
    point: 1,
  });
  const practiceExamId = await exam(
    { title: 'Practice: Science Basics', isPracticeExam: true, instruction, subjectId: s2 },
    [graph, shapes, primes, facts, symbol, speed],
  );
  await schedule(practiceExamId, now - DAY, null, 20);

  const segmentedExamId = await exam(
    {
      title: 'Practice: Choose Your Subjects',
      isPracticeExam: true,
      isSegmentedExam: true,
      negativeMarkPerQuestion: 0,
      instruction:
        'Choose the subjects you want to be tested on: the mandatory subject, at least one compulsory optional subject, and three subjects in all.',
      segmentedExamDetails: {
        mandatorySubjects: [{ subjectId: s0, count: 2 }],
        compulsoryOptionalSubjects: [
          { subjectId: s1, count: 2 },
          { subjectId: s2, count: 2 },
        ],
        optionalSubjects: [{ subjectId: s3, count: 2 }],
        totalSubjects: 3,
        totalQuestions: 6,
        minimumCompulsoryOptionalSubjects: 1,
      },
    },
    [graph, unit, facts, acid, primes, square, cell, leaf],
  );
  await schedule(segmentedExamId, now - DAY, null, 30);

  // One question per page, forward only, and a feedback text by score band on the result.
  const sequentialExamId = await exam(
    {
      title: 'Practice: One Question at a Time',
      isPracticeExam: true,
      negativeMarkPerQuestion: 0,
      instruction: 'One question per page. Once you move to the next page you cannot go back.',
      delivery: {
        ...DEFAULT_DELIVERY,
        questionsPerPage: 1,
        navigation: 'sequential',
        feedbackBands: [
          { from: 80, to: 100, text: 'Excellent! You are ready for the live test.' },
          { from: 40, to: 80, text: 'Good work. Revise the questions you missed.' },
          { from: 0, to: 40, text: 'Keep practising: read the explanations, then try again.' },
        ],
      },
    },
    [unit, acid, square, cell, leaf],
  );
  await schedule(sequentialExamId, now - DAY, null, 15);

  const bank = await seedDemoQuestionBank(ctx, staffId, subjectIds);
  const history = await seedDemoExamHistory(ctx, staffId, subjectIds, bank);

  // Each attempt draws 5 of the bank's easy Physics › Motion questions (24, of 1 mark each).
  const poolExamId = await exam(
    {
      title: 'Practice: Random Draw, Physics Motion',
      isPracticeExam: true,
      negativeMarkPerQuestion: 0,
      instruction:
        'Every student gets 5 questions drawn from the Motion chapter: set A or B, given in turn (each set its own draw).',
      subjectId: s0,
    },
    [unit],
  );
  // In sets A and B: the students get them in turn, each set its own draw.
  await setExamPools(ctx, poolExamId, {
    pools: [{ subjectId: s0, chapter: 'Motion', difficulty: 'easy', tags: [], count: 5 }],
    setCount: 2,
  });
  await schedule(poolExamId, now - DAY, null, 15);
  return {
    liveExamId,
    upcomingExamId,
    finishedExamId,
    practiceExamId,
    segmentedExamId,
    poolExamId,
    sequentialExamId,
    history,
  };
}

/** A student (by mobile number) and their answers: question id, canonical answer, examiner marks. */
type Sitting = { phone: string; answers: [string, string[], number?][] };

/**
 * Puts submitted attempts of a finished exam in place (started 10 minutes into the window, submitted
 * 40 minutes later) and scores them with the exam rules.
 */
async function sitFinishedExam(
  ctx: AppContext,
  examId: string,
  groupId: string,
  windowStart: number,
  sittings: Sitting[],
) {
  const exam = (await examServices(ctx).exams.get(examId))!;
  for (const [index, sitting] of sittings.entries()) {
    const student = await findStudentByUsername(ctx.db, toUsername(sitting.phone));
    const startedAt = new Date(windowStart + (10 + index) * 60_000);
    const attempt = await insertAttempt(ctx.db, {
      examId,
      groupId,
      studentId: student!.id,
      seed: randomBytes(8).toString('hex'),
      startedAt,
      deadlineAt: new Date(startedAt.getTime() + 60 * 60_000),
    });
    const submittedAt = new Date(startedAt.getTime() + 40 * 60_000);
    await ctx.db.transaction(async (tx) => {
      for (const [questionId, answer, marks] of sitting.answers) {
        await tx.insert(examAnswers).values({
          attemptId: attempt.id,
          questionId,
          answer,
          extra: [],
          clientTs: startedAt.getTime() + 60_000,
          receivedAt: new Date(startedAt.getTime() + 60_000),
          version: 1,
          ...(marks === undefined
            ? {}
            : { examinerMarks: marks, notes: 'Good example.', markedAt: submittedAt }),
        });
      }
      await markSubmitted(tx, [{ id: attempt.id, at: submittedAt }], false);
      await scoreUnscoredAttempts(tx, exam, [attempt.id], submittedAt);
    });
  }
}
