import { optionOrder } from '@lms/domain';
import {
  accountRoutes,
  examRoutes,
  examStaffRoutes,
  staffContentRoutes,
  staffRoutes,
} from '@lms/domain/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examAnswers, examAttempts } from '../src/db/schema';
import { examServices } from '../src/modules/exams/exam-services';
import { caller, examInGroup, liveExamWorld, MINUTE, sampleQuestions, student } from './exams-fixtures';
import { answerSaver, answerTo } from './exams-student-calls';
import { makeGroup, staffSession } from './support/factories';
import { createTestApp, onPostgres, type TestApp } from './support/test-app';

let t: TestApp;
let call: ReturnType<typeof caller>;
let api: ReturnType<typeof caller>;
let saveAnswer: ReturnType<typeof answerSaver>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  api = caller(t);
  saveAnswer = answerSaver(t);
});
afterAll(async () => {
  await t.close();
});

async function storedAnswer(examId: string, studentId: string, questionId: string) {
  const [row] = await t.ctx.db
    .select({ answer: examAnswers.answer, clientTs: examAnswers.clientTs })
    .from(examAnswers)
    .innerJoin(examAttempts, eq(examAttempts.id, examAnswers.attemptId))
    .where(
      and(
        eq(examAttempts.examId, examId),
        eq(examAttempts.studentId, studentId),
        eq(examAnswers.questionId, questionId),
      ),
    );
  return row;
}

describe('exam list: GET /group/:groupId', () => {
  it('lists the exams of a member with the meta and the own attempt; refuses others', async () => {
    const w = await liveExamWorld(t);
    const list = await api(examRoutes.group, { params: { groupId: w.groupId } }, w.me.session);
    expect(list.status).toBe(200);
    const group = list.body.data;
    expect(group).toMatchObject({ _id: w.groupId, lectures: [], chapters: [], questionSolves: [] });
    expect(group.exams).toHaveLength(1);
    const entry = group.exams[0];
    expect(entry).toMatchObject({
      groupId: w.groupId,
      groupName: group.name,
      duration: 60,
      multipleTimesSubmission: true,
      cutMarks: null,
      attempt: null,
      examId: {
        _id: w.examId,
        title: 'Physics live test',
        instruction: 'Read carefully',
        questions: w.questionIds,
        questionCount: 5,
        subjectId: null,
        subjectName: null,
        questionSubjects: [],
        isPracticeExam: false,
        isSegmentedExam: false,
        segmentedExamDetails: null,
      },
    });
    expect(Date.parse(entry.endsAt) - Date.parse(entry.startsAt)).toBe(121 * MINUTE);

    await api(examRoutes.start, examInGroup(w), w.me.session);
    const again = await api(examRoutes.group, { params: { groupId: w.groupId } }, w.me.session);
    expect(again.body.data.exams[0].attempt).toMatchObject({ submittedAt: null });
    expect(again.body.data.exams[0].attempt.startsAt).toBe(t.clock.now().toISOString());

    const outsider = await student(t, [await makeGroup(t.ctx)]);
    expect((await api(examRoutes.group, { params: { groupId: w.groupId } }, outsider.session)).status).toBe(
      403,
    );
    expect(
      (await api(examRoutes.group, { params: { groupId: crypto.randomUUID() } }, w.me.session)).status,
    ).toBe(404);
    expect((await api(examRoutes.group, { params: { groupId: w.groupId } })).status).toBe(401);
    expect((await api(examRoutes.group, { params: { groupId: 'not-an-id' } }, w.me.session)).status).toBe(
      400,
    );
    expect((await api(examRoutes.group, { params: { groupId: w.groupId } }, w.admin)).status).toBe(403);
  });

  it('names the subjects of an exam’s questions, each once, in paper order, beside the exam’s own (none)', async () => {
    const admin = await staffSession(t.app, ['admin']);
    const course = await call(staffContentRoutes.createCourse, { body: { name: 'Card science' } }, admin);
    const subject = async (name: string) =>
      (
        await call(
          staffContentRoutes.createSubject,
          { body: { courseId: course.body.data._id, name } },
          admin,
        )
      ).body.data._id as string;
    const chemistry = await subject('Card chemistry');
    const physics = await subject('Card physics');
    const w = await liveExamWorld(t, {
      questions: [
        ...sampleQuestions(physics).slice(0, 1),
        ...sampleQuestions().slice(1, 2),
        ...sampleQuestions(chemistry).slice(2, 3),
        ...sampleQuestions(physics).slice(3, 4),
      ],
    });
    const list = await api(examRoutes.group, { params: { groupId: w.groupId } }, w.me.session);
    expect(list.status).toBe(200);
    expect(list.body.data.exams[0].examId).toMatchObject({
      subjectId: null,
      subjectName: null,
      questionSubjects: [
        { _id: physics, name: 'Card physics' },
        { _id: chemistry, name: 'Card chemistry' },
      ],
    });
  });
});

describe('starting: PATCH /exam/start', () => {
  it('allows a start only inside the window, idempotently, and only for members', async () => {
    const now = t.clock.now().getTime();
    const w = await liveExamWorld(t, {
      schedule: {
        startsAt: new Date(now + 10 * MINUTE).toISOString(),
        endsAt: new Date(now + 70 * MINUTE).toISOString(),
      },
    });
    const ids = { examId: w.examId, groupId: w.groupId };
    const early = await api(examRoutes.start, { params: ids }, w.me.session);
    expect(early.status).toBe(409);
    expect(early.body.errors.code).toBe('examNotStarted');

    t.clock.advance(11 * MINUTE);
    const first = await api(examRoutes.start, { params: ids }, w.me.session);
    expect(first.status).toBe(200);
    expect(first.body.data.studentStartsAt).toBe(t.clock.now().toISOString());
    expect(first.body.data.serverTime).toBe(t.clock.now().toISOString());
    expect(first.body.data.remainingSeconds).toBe(59 * 60);
    expect(first.headers['x-server-time']).toBe(t.clock.now().toISOString());

    t.clock.advance(MINUTE);
    const second = await api(examRoutes.start, { params: ids }, w.me.session);
    expect(second.body.data._id).toBe(first.body.data._id);
    expect(second.body.data.studentStartsAt).toBe(first.body.data.studentStartsAt);
    expect(second.body.data.remainingSeconds).toBe(58 * 60);
    const profile = await api(accountRoutes.profile, {}, w.me.session);
    expect(profile.body.data.exams).toEqual([
      {
        exam: w.examId,
        groupId: w.groupId,
        startsAt: first.body.data.studentStartsAt,
        submittedAt: null,
        setCode: null,
      },
    ]);

    const late = await student(t, [w.groupId]);
    t.clock.advance(60 * MINUTE);
    const over = await api(examRoutes.start, { params: ids }, late.session);
    expect(over.status).toBe(409);
    expect(over.body.errors.code).toBe('examEnded');
    // a reload after the window still gets back the attempt there is
    expect((await api(examRoutes.start, { params: ids }, w.me.session)).status).toBe(200);

    const outsider = await student(t, [await makeGroup(t.ctx)]);
    const refused = await api(examRoutes.start, { params: ids }, outsider.session);
    expect(refused.status).toBe(403);
    expect(refused.body.errors.title).toBe('This exam has been removed from your group');
    expect(
      (
        await api(
          examRoutes.start,
          { params: { examId: crypto.randomUUID(), groupId: w.groupId } },
          w.me.session,
        )
      ).status,
    ).toBe(404);
    expect((await api(examRoutes.start, { params: ids })).status).toBe(401);
  });

  it('starts afresh when the attempt this server saw was deleted elsewhere (a retake on another node)', async () => {
    const w = await liveExamWorld(t);
    const ids = { examId: w.examId, groupId: w.groupId };
    const first = await api(examRoutes.start, { params: ids }, w.me.session);
    expect(first.status).toBe(200);
    await t.ctx.db.delete(examAttempts).where(eq(examAttempts.id, first.body.data._id));
    const again = await api(examRoutes.paper, examInGroup(w), w.me.session);
    expect(again.status).toBe(200);
    expect(again.body.data.attempt._id).not.toBe(first.body.data._id);
    expect(again.body.data.questions).toHaveLength(5);
  });

  it('makes one attempt when a student starts from several tabs at once', async () => {
    const w = await liveExamWorld(t);
    const params = { examId: w.examId, groupId: w.groupId };
    const students = [w.me, ...(await Promise.all([1, 2, 3].map(() => student(t, [w.groupId]))))];
    // Each student's starts and exam papers all at once: on PostgreSQL they race for the insert.
    await Promise.all(
      students.map(async (s) => {
        const calls = await Promise.all(
          Array.from({ length: 8 }, (_, i) =>
            i % 2
              ? api(examRoutes.paper, { params }, s.session)
              : api(examRoutes.start, { params }, s.session),
          ),
        );
        expect(calls.map((c) => c.status)).toEqual(Array(8).fill(200));
        const ids = new Set(calls.map((c, i) => (i % 2 ? c.body.data.attempt._id : c.body.data._id)));
        expect(ids.size).toBe(1);
        const stored = await t.ctx.db
          .select({ id: examAttempts.id })
          .from(examAttempts)
          .where(and(eq(examAttempts.examId, w.examId), eq(examAttempts.studentId, s.id)));
        expect(stored.map((r) => r.id)).toEqual([...ids]);
      }),
    );
  });
});

describe('the exam paper: GET /exam/id/:examId/groupId/:groupId', () => {
  it('gives the questions in a per-attempt order without keys or explanations, and the meta', async () => {
    const w = await liveExamWorld(t, { exam: { shuffleQuestions: true } });
    const res = await api(examRoutes.paper, examInGroup(w), w.me.session);
    expect(res.status).toBe(200);
    const exam = res.body.data;
    expect(exam).toMatchObject({
      _id: w.examId,
      title: 'Physics live test',
      totalMarks: 14,
      passMark: 40,
      isPracticeExam: false,
      isSegmentedExam: false,
      duration: 60,
      multipleTimesSubmission: true,
      meta: { duration: 60, multipleTimesSubmission: true, examId: { _id: w.examId, isPracticeExam: false } },
      answers: [],
    });
    expect(exam.studentStartsAt).toBe(t.clock.now().toISOString());
    expect(exam.questions.map((q: { _id: string }) => q._id).sort()).toEqual([...w.questionIds].sort());
    const text = JSON.stringify(exam.questions);
    expect(text).not.toContain('Add them.');
    for (const q of exam.questions) {
      expect(q).not.toHaveProperty('answer');
      expect(q).not.toHaveProperty('explanation');
      expect(q.optionType).toBe('{}');
    }
    const mcq = exam.questions.find((q: { type: string }) => q.type === 'MCQ');
    expect([...mcq.options].sort()).toEqual(['3', '4', '5', '6']);

    // a second student sees another order (the seed is per attempt), the same student the same one
    const other = await student(t, [w.groupId]);
    const orders = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const s = i === 0 ? w.me : await student(t, [w.groupId]);
      const paper = (await api(examRoutes.paper, examInGroup(w), s.session)).body.data;
      orders.add(
        JSON.stringify(paper.questions.map((q: { _id: string; options: string[] }) => [q._id, q.options])),
      );
    }
    expect(orders.size).toBeGreaterThan(1);
    const again = (await api(examRoutes.paper, examInGroup(w), w.me.session)).body.data;
    expect(again.questions).toEqual(exam.questions);
    const variant = await api(
      examRoutes.paperAnyGroup,
      { params: { examId: w.examId }, query: { courseId: 'x' } },
      w.me.session,
    );
    expect(variant.body.data.questions).toEqual(exam.questions);
    expect(
      (await api(examRoutes.paperAnyGroup, { params: { examId: w.examId } }, (await student(t, [])).session))
        .status,
    ).toBe(403);
    expect(other).toBeTruthy();
  });
});

describe('saving answers: PATCH /exam/add-answer', () => {
  it('saves every type, maps MCA back to the canonical order, and returns saved answers on reload', async () => {
    const w = await liveExamWorld(t);
    const paper = (await api(examRoutes.paper, examInGroup(w), w.me.session)).body.data;
    const byType = (type: string) => paper.questions.find((q: { type: string }) => q.type === type);
    const mca = byType('MCA');
    // the student answers as displayed: 'true' for 'Sun is a star', 'N' elsewhere
    const shown = mca.options.map((o: string) =>
      o === 'Sun is a star' ? 'true' : o === 'Moon is a planet' ? 'false' : 'N',
    );
    const ts = t.clock.now().getTime();
    const sends = [
      { questionId: byType('MCQ')._id, answer: ['4'] },
      { questionId: byType('checkbox')._id, answer: ['3', '2'] },
      { questionId: mca._id, answer: shown, answerIndex: 0 },
      { questionId: byType('shortAns')._id, answer: ['Dhaka'] },
      {
        questionId: byType('paragraph')._id,
        answer: [''],
        extra: [{ name: 'leaf.pdf', key: 'uploads/leaf.pdf', type: 'application/pdf' }],
      },
    ];
    for (const body of sends) {
      const res = await saveAnswer(answerTo(w.examId, w.groupId), w.me.session, {
        timestamp: ts,
        extra: [],
        ...body,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({ questionId: body.questionId, latest: true, timestamp: ts });
    }
    const stored = await storedAnswer(w.examId, w.me.id, mca._id);
    expect(stored!.answer).toEqual(['true', 'false', 'N']);
    const reload = (await api(examRoutes.paper, examInGroup(w), w.me.session)).body.data;
    expect(reload.answers).toHaveLength(5);
    expect(reload.answers.find((a: { questionId: string }) => a.questionId === mca._id).answer).toEqual(
      shown,
    );
    const order = optionOrder(
      (await t.ctx.db.select().from(examAttempts).where(eq(examAttempts.studentId, w.me.id)))[0]!.seed,
      mca._id,
      3,
    );
    expect(order.map((i) => ['Sun is a star', 'Moon is a planet', 'Water is wet'][i])).toEqual(mca.options);
  });

  it('refuses bad payloads with 400 and answers before the start with 409', async () => {
    const w = await liveExamWorld(t);
    const target = answerTo(w.examId, w.groupId);
    const q = w.questionIds[0];
    expect((await saveAnswer(target, w.me.session, { questionId: q, answer: ['4'] })).body.errors.code).toBe(
      'attemptNotStarted',
    );
    await api(examRoutes.start, examInGroup(w), w.me.session);
    const bad = [
      { answer: ['4'] },
      { questionId: 'x', answer: ['4'] },
      { questionId: q, answer: 4 },
      { questionId: q, answer: [[['4']]] },
      { questionId: q, answer: ['4', '3'] },
      { questionId: q, answer: [['4', '3']] },
      { questionId: q, answer: ['7'] },
      { questionId: q, answer: ['4'], timestamp: 'yesterday' },
      { questionId: crypto.randomUUID(), answer: ['4'] },
      { questionId: w.questionIds[2], answer: ['true'] },
      { questionId: w.questionIds[2], answer: ['yes', 'no', 'N'] },
      { questionId: q, answer: ['4'], extra: [{ name: '' }] },
    ];
    for (const body of bad) {
      const res = await saveAnswer(target, w.me.session, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors.title).toBeTruthy();
    }
    expect(
      (
        await call(
          examRoutes.addAnswer,
          {
            params: { examId: w.examId, groupId: w.groupId },
            query: { offline: 'maybe' as never },
            body: {
              questionId: q!,
              answer: ['4'],
            },
          },
          w.me.session,
        )
      ).status,
    ).toBe(400);
    expect((await saveAnswer(target, undefined, { questionId: q, answer: ['4'] })).status).toBe(401);
  });

  it('is idempotent on a resend and keeps the last write by client timestamp', async () => {
    const w = await liveExamWorld(t);
    await api(examRoutes.start, examInGroup(w), w.me.session);
    const target = answerTo(w.examId, w.groupId);
    const q = w.questionIds[0]!;
    const ts = t.clock.now().getTime();
    t.clock.advance(60_000); // the answers below were stamped in the last minute
    const first = { questionId: q, answer: ['5'], timestamp: ts };
    expect((await saveAnswer(target, w.me.session, first)).status).toBe(200);
    const resend = await saveAnswer(target, w.me.session, first);
    expect(resend.status).toBe(200);
    expect(resend.body.data.latest).toBe(true);
    // a newer answer wins ...
    expect(
      (await saveAnswer(target, w.me.session, { questionId: q, answer: ['4'], timestamp: ts + 2000 })).status,
    ).toBe(200);
    // ... and an older one arriving late (an offline resend) does not overwrite it
    const older = await saveAnswer(target, w.me.session, {
      questionId: q,
      answer: ['6'],
      timestamp: ts + 1000,
    });
    expect(older.status).toBe(200);
    expect(older.body.data.latest).toBe(false);
    expect((await storedAnswer(w.examId, w.me.id, q))!.answer).toEqual(['4']);

    // concurrent saves of different answers: all acknowledged ones are stored, the newest wins
    const sends = Array.from({ length: 20 }, (_, i) =>
      saveAnswer(target, w.me.session, {
        questionId: q,
        answer: [['3', '4', '5', '6'][i % 4]!],
        timestamp: ts + 3000 + i,
      }),
    );
    const results = await Promise.all(sends);
    expect(results.every((r) => r.status === 200)).toBe(true);
    const stored = await storedAnswer(w.examId, w.me.id, q);
    expect(stored).toMatchObject({ answer: ['6'], clientTs: ts + 3019 });

    // a timestamp from a clock running ahead counts as the time of arrival, so it cannot win for ever
    t.clock.advance(10_000);
    const ahead = await saveAnswer(target, w.me.session, {
      questionId: q,
      answer: ['3'],
      timestamp: ts + 3_600_000,
    });
    expect(ahead.body.data.timestamp).toBe(t.clock.now().getTime());
    t.clock.advance(1000);
    expect(
      (
        await saveAnswer(target, w.me.session, {
          questionId: q,
          answer: ['5'],
          timestamp: t.clock.now().getTime(),
        })
      ).body.data.latest,
    ).toBe(true);
    expect((await storedAnswer(w.examId, w.me.id, q))!.answer).toEqual(['5']);
  });

  // Needs a second connection to hold the submit open: PostgreSQL only (PGlite has one connection).
  it.runIf(onPostgres)(
    'makes a save that meets a submit in progress wait for it, then refuses it',
    async () => {
      const w = await liveExamWorld(t);
      await api(examRoutes.start, examInGroup(w), w.me.session);
      const [attempt] = await t.ctx.db
        .select({ id: examAttempts.id })
        .from(examAttempts)
        .where(and(eq(examAttempts.examId, w.examId), eq(examAttempts.studentId, w.me.id)));
      let save: Promise<{ status: number }> | undefined;
      let settled = false;
      await t.ctx.db.transaction(async (tx) => {
        await tx
          .update(examAttempts)
          .set({ submittedAt: t.clock.now() })
          .where(eq(examAttempts.id, attempt!.id));
        save = saveAnswer(answerTo(w.examId, w.groupId), w.me.session, {
          questionId: w.questionIds[0],
          answer: ['4'],
          timestamp: t.clock.now().getTime(),
        }).then((res) => {
          settled = true;
          return res;
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(settled).toBe(false); // waiting for the submit, not written beside it
      });
      expect((await save!).status).toBe(409);
      expect(await storedAnswer(w.examId, w.me.id, w.questionIds[0]!)).toBeUndefined();
    },
  );

  it('locks an answered question with 423 when multiple submissions are off', async () => {
    const w = await liveExamWorld(t, { schedule: { multipleTimesSubmission: false } });
    const paper = (await api(examRoutes.paper, examInGroup(w), w.me.session)).body.data;
    const target = answerTo(w.examId, w.groupId);
    const [mcq, , mca, short] = w.questionIds as [string, string, string, string];
    const ts = t.clock.now().getTime();
    expect(
      (await saveAnswer(target, w.me.session, { questionId: mcq, answer: ['3'], timestamp: ts })).status,
    ).toBe(200);
    const change = await saveAnswer(target, w.me.session, {
      questionId: mcq,
      answer: ['4'],
      timestamp: ts + 1,
    });
    expect(change.status).toBe(423);
    expect(change.body.errors.title).toBe('You cannot change the answer');
    // sending the same answer again is not a change
    expect(
      (await saveAnswer(target, w.me.session, { questionId: mcq, answer: ['3'], timestamp: ts + 2 })).status,
    ).toBe(200);
    expect((await storedAnswer(w.examId, w.me.id, mcq))!.answer).toEqual(['3']);

    // MCA: an answered option is locked, an unanswered one may still be answered
    const options: string[] = paper.questions.find((q: { _id: string }) => q._id === mca).options;
    const one = options.map((_, i) => (i === 0 ? 'true' : 'N'));
    expect(
      (
        await saveAnswer(target, w.me.session, {
          questionId: mca,
          answer: one,
          answerIndex: 0,
          timestamp: ts,
        })
      ).status,
    ).toBe(200);
    const two = options.map((_, i) => (i === 0 ? 'true' : i === 1 ? 'false' : 'N'));
    expect(
      (
        await saveAnswer(target, w.me.session, {
          questionId: mca,
          answer: two,
          answerIndex: 1,
          timestamp: ts + 1,
        })
      ).status,
    ).toBe(200);
    const flip = options.map((_, i) => (i === 0 ? 'false' : i === 1 ? 'false' : 'N'));
    expect(
      (
        await saveAnswer(target, w.me.session, {
          questionId: mca,
          answer: flip,
          answerIndex: 0,
          timestamp: ts + 2,
        })
      ).status,
    ).toBe(423);

    // a written answer is final once given, whatever the exam says
    const other = await liveExamWorld(t);
    await api(examRoutes.start, examInGroup(other), other.me.session);
    const otherTarget = answerTo(other.examId, other.groupId);
    const s = other.questionIds[3]!;
    expect(
      (await saveAnswer(otherTarget, other.me.session, { questionId: s, answer: ['Dhaka'], timestamp: ts }))
        .status,
    ).toBe(200);
    expect(
      (
        await saveAnswer(otherTarget, other.me.session, {
          questionId: s,
          answer: ['Chittagong'],
          timestamp: ts + 1,
        })
      ).status,
    ).toBe(423);
    expect(short).toBeTruthy();
  });

  it('applies the deadline and the grace rule, to online and offline answers alike', async () => {
    const grace = t.ctx.config.EXAM_OFFLINE_GRACE_SECONDS * 1000;
    const w = await liveExamWorld(t, { schedule: { duration: 30 } });
    const start = t.clock.now().getTime();
    await api(examRoutes.start, examInGroup(w), w.me.session);
    const [q, q2] = [w.questionIds[0]!, w.questionIds[1]!];
    const deadline = start + 30 * MINUTE;
    t.clock.set(new Date(deadline + 1000));
    // Answered in time, reaching the server after the deadline (a slow link, a server behind): kept.
    const onlineInside = await saveAnswer(answerTo(w.examId, w.groupId), w.me.session, {
      questionId: q,
      answer: ['3'],
      timestamp: deadline - 5000,
    });
    expect(onlineInside.status).toBe(200);
    const offlineInside = await saveAnswer(answerTo(w.examId, w.groupId, true), w.me.session, {
      questionId: q,
      answer: ['4'],
      timestamp: deadline - 4000,
    });
    expect(offlineInside.status).toBe(200);
    for (const offline of [false, true]) {
      const stampedLate = await saveAnswer(answerTo(w.examId, w.groupId, offline), w.me.session, {
        questionId: q,
        answer: ['5'],
        timestamp: deadline + 500,
      });
      expect(stampedLate.status, `stamped late, offline ${offline}`).toBe(409);
      expect(stampedLate.body.errors).toMatchObject({ code: 'examTimeOver', title: 'Exam time is over!' });
      const stampedBeforeStart = await saveAnswer(answerTo(w.examId, w.groupId, offline), w.me.session, {
        questionId: q,
        answer: ['5'],
        timestamp: start - 1000,
      });
      expect(stampedBeforeStart.status, `stamped before the start, offline ${offline}`).toBe(409);
    }
    // No timestamp: the answer is taken to be given when it arrived, after the deadline.
    const unstamped = await saveAnswer(answerTo(w.examId, w.groupId), w.me.session, {
      questionId: q2,
      answer: ['2'],
    });
    expect(unstamped.status).toBe(409);
    t.clock.set(new Date(deadline + grace + 1000));
    for (const offline of [false, true]) {
      const afterGrace = await saveAnswer(answerTo(w.examId, w.groupId, offline), w.me.session, {
        questionId: q2,
        answer: ['2'],
        timestamp: deadline - 1000,
      });
      expect(afterGrace.status, `after the grace, offline ${offline}`).toBe(409);
    }
    expect((await storedAnswer(w.examId, w.me.id, q))!.answer).toEqual(['4']);
    expect(await storedAnswer(w.examId, w.me.id, q2)).toBeFalsy();
    t.clock.set(new Date(start));
  });

  it('refuses a student removed from the group with 403, on every call', async () => {
    const w = await liveExamWorld(t);
    await api(examRoutes.start, examInGroup(w), w.me.session);
    const q = w.questionIds[0]!;
    expect(
      (await saveAnswer(answerTo(w.examId, w.groupId), w.me.session, { questionId: q, answer: ['3'] }))
        .status,
    ).toBe(200);
    const removed = await call(
      staffRoutes.removeGroupMember,
      { params: { groupId: w.groupId, studentId: w.me.id } },
      w.admin,
    );
    expect(removed.status).toBe(200);
    const save = await saveAnswer(answerTo(w.examId, w.groupId), w.me.session, {
      questionId: q,
      answer: ['4'],
    });
    expect(save.status).toBe(403);
    expect(save.body.errors.title).toBe('This exam has been removed from your group');
    expect((await api(examRoutes.start, examInGroup(w), w.me.session)).status).toBe(403);
    expect((await api(examRoutes.paper, examInGroup(w), w.me.session)).status).toBe(403);
    expect((await api(examRoutes.submit, examInGroup(w), w.me.session)).status).toBe(403);
    expect((await api(examRoutes.result, examInGroup(w), w.me.session)).status).toBe(403);
    expect((await api(examRoutes.group, { params: { groupId: w.groupId } }, w.me.session)).status).toBe(403);

    // the exam taken away from the group: the same for the students still in it
    const other = await student(t, [w.groupId]);
    await api(examRoutes.start, examInGroup(w), other.session);
    expect((await call(examStaffRoutes.removeAssignment, examInGroup(w), w.admin)).status).toBe(200);
    expect(
      (await saveAnswer(answerTo(w.examId, w.groupId), other.session, { questionId: q, answer: ['4'] }))
        .status,
    ).toBe(403);
    expect(
      (await api(examRoutes.group, { params: { groupId: w.groupId } }, other.session)).body.data.exams,
    ).toEqual([]);
  });
});

describe('submitting: PATCH /exam/submit', () => {
  it('finalizes once: a second submit answers the same, and answers are refused afterwards', async () => {
    const w = await liveExamWorld(t);
    const submitted = { examId: w.examId, groupId: w.groupId };
    expect((await api(examRoutes.submit, { params: submitted }, w.me.session)).body.errors.code).toBe(
      'attemptNotStarted',
    );
    await api(examRoutes.start, examInGroup(w), w.me.session);
    await saveAnswer(answerTo(w.examId, w.groupId), w.me.session, {
      questionId: w.questionIds[0],
      answer: ['4'],
    });
    t.clock.advance(5 * MINUTE);
    const first = await api(examRoutes.submit, { params: submitted }, w.me.session);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      submittedAt: t.clock.now().toISOString(),
      resultPublished: false,
    });
    t.clock.advance(MINUTE);
    const second = await api(examRoutes.submit, { params: submitted }, w.me.session);
    expect(second.status).toBe(200);
    expect(second.body.data.submittedAt).toBe(first.body.data.submittedAt);
    const late = await saveAnswer(answerTo(w.examId, w.groupId), w.me.session, {
      questionId: w.questionIds[1],
      answer: ['2'],
    });
    expect(late.status).toBe(409);
    expect(late.body.errors.code).toBe('alreadySubmitted');
    // The score follows the submit's answer: read from the database once the scorer is done.
    await examServices(t.ctx).scorer.drain();
    const [row] = await t.ctx.db.select().from(examAttempts).where(eq(examAttempts.studentId, w.me.id));
    expect(row).toMatchObject({
      marksObtained: 2,
      passed: false,
      correct: 1,
      skipped: 4,
      autoSubmitted: false,
    });
    const list = await api(examRoutes.group, { params: { groupId: w.groupId } }, w.me.session);
    expect(list.body.data.exams[0].attempt.submittedAt).toBe(first.body.data.submittedAt);
  });
});
