import { examMessages } from '@lms/domain';
import {
  accountRoutes,
  examRoutes,
  type NotificationEntry,
  examStaffRoutes as staffRoutes,
} from '@lms/domain/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examAttempts, groupMembers, students } from '../src/db/schema';
import { submitDueAttempts } from '../src/modules/exams/results/auto-submit';
import { claimDueAttempts } from '../src/modules/exams/results/scoring-repository';
import { answerAs, caller, endWindow, examInGroup, liveExamWorld, MINUTE, student } from './exams-fixtures';
import { makeGroup, staffSession } from './support/factories';
import { createTestApp, onPostgres, type TestApp } from './support/test-app';

let t: TestApp;
let call: ReturnType<typeof caller>;
let api: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  api = caller(t);
});
afterAll(async () => {
  await t.close();
});

type Session = { session: string; id: string };

/** Starts, answers (as displayed, by question type) and submits; answers the paper as it was shown. */
async function sit(
  w: { examId: string; groupId: string },
  s: Session,
  answers: Record<string, (options: string[]) => string[]>,
) {
  const paper = (await call(examRoutes.paper, examInGroup(w), s.session)).body.data;
  for (const q of paper.questions) {
    const pick = answers[q.type];
    if (!pick) continue;
    const res = await call(
      examRoutes.addAnswer,
      {
        params: { examId: w.examId, groupId: w.groupId },
        query: { isLive: 'true' },
        body: {
          questionId: q._id,
          answer: pick(q.options),
          timestamp: t.clock.now().getTime(),
          extra: [],
        },
      },
      s.session,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  const done = await call(examRoutes.submit, examInGroup(w), s.session);
  expect(done.status).toBe(200);
  return paper as { questions: { _id: string; type: string; options: string[]; optionType: string }[] };
}

const mcaAs = (truth: Record<string, string>) => (options: string[]) => options.map((o) => truth[o] ?? 'N');
const allRight = {
  MCQ: () => ['4'],
  checkbox: () => ['2', '3'],
  MCA: mcaAs({ 'Sun is a star': 'true', 'Moon is a planet': 'false', 'Water is wet': 'true' }),
};
const resultOf = (w: { examId: string; groupId: string }) => ({
  params: { examId: w.examId, groupId: w.groupId },
});

describe('practice results', () => {
  it('are available at once with keys, explanations, per-question views and the stored figures', async () => {
    const w = await liveExamWorld(t, { exam: { isPracticeExam: true } });
    const paper = await sit(w, w.me, {
      MCQ: () => ['3'], // wrong: -0.25 x 2
      checkbox: () => ['2', '3'], // right: +2
      MCA: mcaAs({ 'Sun is a star': 'true', 'Moon is a planet': 'true' }), // 1 right, 1 wrong of 3: 1 - 0.25
      shortAns: () => ['Dhaka'], // pending
    });
    const res = await call(examRoutes.result, resultOf(w), w.me.session);
    expect(res.status).toBe(200);
    const r = res.body.data.examResult;
    expect(res.body.data.exam).toEqual(r.examId);
    expect(r).toMatchObject({
      studentId: w.me.id,
      groupId: w.groupId,
      examId: {
        _id: w.examId,
        title: 'Physics live test',
        totalMarks: 14,
        passMark: 40,
        isPracticeExam: true,
      },
      marksObtained: 2.25,
      withoutGPA: 2.25,
      totalMarks: 14,
      negativeMarks: -0.75,
      passed: false,
      rank: 1,
      correct: 1,
      // The MCA earned part of its marks: partly correct, not incorrect.
      incorrect: 1,
      partlyCorrect: 1,
      skipped: 1,
      pending: 1,
      gpaFactor: { hsc: 0, ssc: 0 },
    });
    expect(r.answers).toHaveLength(5);
    const [mcq, checkbox, mca, short, paragraph] = r.answers;
    expect(mcq).toMatchObject({
      answer: ['3'],
      marks: -0.5,
      negativeMarks: -0.5,
      correct: 0,
      answered: 1,
      total: 1,
    });
    expect(mcq.questionId).toMatchObject({ type: 'MCQ', answer: ['4'], explanation: 'Add them.' });
    // Each option under the letter the paper gave it (options are shuffled per attempt by default).
    const shown = new Map(paper.questions.map((q) => [q._id, q.options]));
    for (const entry of r.answers) expect(entry.questionId.options).toEqual(shown.get(entry.questionId._id));
    expect(checkbox).toMatchObject({ marks: 2, correct: 1, answered: 1, total: 1 });
    // An MCA answer and key, one value per option, in the order of those options.
    const truth: Record<string, string> = {
      'Sun is a star': 'true',
      'Moon is a planet': 'false',
      'Water is wet': 'true',
    };
    expect(mca.questionId.answer).toEqual(mca.questionId.options.map((o: string) => truth[o]));
    expect(mca).toMatchObject({
      answer: mcaAs({ 'Sun is a star': 'true', 'Moon is a planet': 'true' })(mca.questionId.options),
      marks: 0.75,
      negativeMarks: -0.25,
      // MCA counts parts: 1 of 3 right, 2 answered.
      correct: 1,
      answered: 2,
      total: 3,
    });
    expect(short).toMatchObject({ answer: 'Dhaka', marks: 0, pending: true });
    // unanswered questions come last, with only the question
    expect(paragraph).toEqual({ questionId: expect.objectContaining({ type: 'paragraph' }) });
  });

  it('count a partly right MCA as partly correct in the subject-wise counts, not as incorrect', async () => {
    const subjectId = crypto.randomUUID();
    const w = await liveExamWorld(t, { exam: { isPracticeExam: true }, subjectId });
    await sit(w, w.me, {
      MCQ: () => ['3'], // wrong
      checkbox: () => ['2', '3'], // right
      MCA: mcaAs({ 'Sun is a star': 'true', 'Moon is a planet': 'true' }), // partly right
    });
    const r = (await call(examRoutes.result, resultOf(w), w.me.session)).body.data.examResult;
    expect(r).toMatchObject({ correct: 1, partlyCorrect: 1, incorrect: 1, skipped: 2 });
    expect(r.subjectStats).toEqual([
      expect.objectContaining({ subjectId, correct: 1, partlyCorrect: 1, incorrect: 1, skipped: 2 }),
    ]);
  });

  it('is refused to a student removed from the group, with a result or without, and is 404 to a member who has not sat it', async () => {
    const w = await liveExamWorld(t, { exam: { isPracticeExam: true } });
    await sit(w, w.me, allRight);
    const absent = await student(t, [w.groupId]);
    expect((await call(examRoutes.result, resultOf(w), w.me.session)).status).toBe(200);
    const notSat = await call(examRoutes.result, resultOf(w), absent.session);
    expect(notSat.status).toBe(404);
    for (const s of [w.me, absent]) {
      await t.ctx.db
        .delete(groupMembers)
        .where(and(eq(groupMembers.groupId, w.groupId), eq(groupMembers.studentId, s.id)));
      const refused = await call(examRoutes.result, resultOf(w), s.session);
      expect(refused.status).toBe(403);
      expect(refused.body.errors.title).toBe(examMessages.removedFromGroup);
    }
  });

  it('can be retaken by the student only: the previous submission goes, a new attempt starts', async () => {
    const w = await liveExamWorld(t, { exam: { isPracticeExam: true } });
    await sit(w, w.me, allRight);
    const [before] = await t.ctx.db.select().from(examAttempts).where(eq(examAttempts.studentId, w.me.id));
    const other = await student(t, [w.groupId]);
    const retake = { params: { examId: w.examId, studentId: w.me.id }, query: { groupId: w.groupId } };
    const refused = await call(examRoutes.retake, retake, other.session);
    expect(refused.status).toBe(403);
    expect((await call(examRoutes.result, resultOf(w), w.me.session)).status).toBe(200);
    const outsider = await student(t, [await makeGroup(t.ctx)]);
    expect(
      (
        await call(
          examRoutes.retake,
          { params: { examId: w.examId, studentId: outsider.id }, query: { groupId: w.groupId } },
          outsider.session,
        )
      ).status,
    ).toBe(403);
    expect((await call(examRoutes.retake, retake)).status).toBe(401);

    const ok = await call(examRoutes.retake, retake, w.me.session);
    expect(ok.status).toBe(200);
    expect(ok.body.data.removed).toBe(true);
    expect((await call(examRoutes.result, resultOf(w), w.me.session)).status).toBe(404);
    const list = await call(examRoutes.group, { params: { groupId: w.groupId } }, w.me.session);
    expect(list.body.data.exams[0].attempt).toBeNull();
    t.clock.advance(1000);
    const start = await call(examRoutes.start, examInGroup(w), w.me.session);
    expect(start.status).toBe(200);
    const [after] = await t.ctx.db.select().from(examAttempts).where(eq(examAttempts.studentId, w.me.id));
    expect(after!.id).not.toBe(before!.id);
    expect(after!.seed).not.toBe(before!.seed);
    expect(after!.submittedAt).toBeNull();

    const live = await liveExamWorld(t);
    const liveRetake = await call(
      examRoutes.retake,
      { params: { examId: live.examId, studentId: live.me.id }, query: { groupId: live.groupId } },
      live.me.session,
    );
    expect(liveRetake.status).toBe(409);
  });
});

describe('live results', () => {
  it('stay notPublishedYet until published, then carry stored merit positions with ties', async () => {
    const w = await liveExamWorld(t);
    const b = await student(t, [w.groupId]);
    const c = await student(t, [w.groupId]);
    const secondGroup = await makeGroup(t.ctx);
    const d = await student(t, [secondGroup]);
    const now = t.clock.now().getTime();
    await api(
      staffRoutes.assignExam,
      {
        params: { examId: w.examId },
        body: {
          groupId: secondGroup,
          startsAt: new Date(now - MINUTE).toISOString(),
          endsAt: new Date(now + 60 * MINUTE).toISOString(),
          duration: 60,
        },
      },
      w.admin,
    );
    await sit(w, w.me, allRight); // 7
    await sit(w, b, { MCQ: () => ['4'], checkbox: () => ['2', '3'] }); // 4
    await sit(w, c, { MCQ: () => ['4'], checkbox: () => ['2', '3'] }); // 4
    await sit({ examId: w.examId, groupId: secondGroup }, d, { MCQ: () => ['4'] }); // 2

    const pending = await call(examRoutes.result, resultOf(w), w.me.session);
    expect(pending.status).toBe(200);
    expect(pending.body.data).toMatchObject({ code: 'notPublishedYet', title: expect.any(String) });
    expect(JSON.stringify(pending.body)).not.toContain('Add them.');

    // started before both windows end, submitted after the publish
    const late = await student(t, [w.groupId]);
    await call(examRoutes.start, examInGroup(w), late.session);
    await endWindow(t, w);
    await endWindow(t, { examId: w.examId, groupId: secondGroup });
    const examiner = await staffSession(t.app, ['examiner']);
    expect(
      (
        await api(
          staffRoutes.publishResults,
          { params: { examId: w.examId }, body: { groupId: w.groupId } },
          examiner,
        )
      ).status,
    ).toBe(403);
    expect(
      (await api(staffRoutes.publishResults, { params: { examId: w.examId }, body: {} }, w.admin)).status,
    ).toBe(400);
    const published = await api(
      staffRoutes.publishResults,
      { params: { examId: w.examId }, body: { groupId: w.groupId } },
      w.admin,
    );
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ published: 3, notified: 3 });

    const ranks = async (s: Session, groupId = w.groupId) => {
      const data = (await call(examRoutes.result, resultOf({ examId: w.examId, groupId }), s.session)).body
        .data;
      return data.examResult ?? data;
    };
    expect((await ranks(w.me)).rank).toBe(1);
    expect((await ranks(b)).rank).toBe(2);
    expect((await ranks(c)).rank).toBe(2);
    expect((await ranks(d, secondGroup)).code).toBe('notPublishedYet');
    const profile = await call(accountRoutes.profile, {}, b.session);
    expect(JSON.stringify(profile.body.data.notifications)).toContain('Physics live test');
    // The notification names the exam and the group, the address of the result page it opens.
    const told = profile.body.data.notifications.find(
      (n: NotificationEntry) => n.notificationId.info?.examResultId,
    );
    expect(told?.notificationId.info).toMatchObject({ on: 'exam', id: w.examId, groupId: w.groupId });

    // publishing one student of the other group ranks across groups: 2 marks is below 7, 4, 4
    const one = await api(
      staffRoutes.publishResults,
      { params: { examId: w.examId }, body: { studentIds: [d.id] } },
      w.admin,
    );
    expect(one.body.data.published).toBe(1);
    expect((await ranks(d, secondGroup)).rank).toBe(4);
    const stored = await t.ctx.db.select().from(examAttempts).where(eq(examAttempts.examId, w.examId));
    // the late student's attempt is still open: not ranked yet
    expect(
      stored
        .filter((s) => s.submittedAt)
        .map((s) => s.rank)
        .sort(),
    ).toEqual([1, 2, 2, 4]);

    // a result submitted later in a published group is published (and ranked) at once
    await sit(w, late, allRight);
    expect((await ranks(late)).rank).toBe(1);
    expect((await ranks(w.me)).rank).toBe(1);
    expect((await ranks(b)).rank).toBe(3);

    const csv = await api(staffRoutes.meritListCsv, { params: { examId: w.examId } }, examiner);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = String(csv.body).trim().split('\r\n');
    expect(lines[0]).toContain('Merit Position,Name,Roll');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['1', '1', '3', '3', '5']);
    expect((await api(staffRoutes.meritListCsv, { params: { examId: w.examId } }, b.session)).status).toBe(
      403,
    );
    const uploader = await staffSession(t.app, ['questionUploader']);
    expect((await api(staffRoutes.meritListCsv, { params: { examId: w.examId } }, uploader)).status).toBe(
      403,
    );
  });

  it('list merit positions before any publish without storing them (the CSV only reads)', async () => {
    const w = await liveExamWorld(t);
    const b = await student(t, [w.groupId]);
    await sit(w, w.me, { MCQ: () => ['4'] }); // 2
    await sit(w, b, allRight); // 7
    const csv = await api(staffRoutes.meritListCsv, { params: { examId: w.examId } }, w.admin);
    expect(csv.status).toBe(200);
    const lines = String(csv.body).trim().split('\r\n').slice(1);
    expect(lines.map((l) => l.split(',')[0])).toEqual(['1', '2']);
    const stored = await t.ctx.db.select().from(examAttempts).where(eq(examAttempts.examId, w.examId));
    expect(stored.map((s) => s.rank)).toEqual([null, null]);
  });

  /** The share of results not published, as the query planner's statistics say. */
  const unpublishedShare = async () => {
    const [row] = await t.ctx.database.runner.query<{ nullFrac: number }>(
      `SELECT null_frac AS "nullFrac" FROM pg_stats
        WHERE schemaname = current_schema() AND tablename = 'exam_attempts' AND attname = 'published_at'`,
    );
    return row?.nullFrac;
  };

  /** Two students sat the exam, its window is over, and the statistics were taken before any publish. */
  const twoSatAndAnalyzed = async () => {
    const w = await liveExamWorld(t);
    const b = await student(t, [w.groupId]);
    await sit(w, w.me, allRight);
    await sit(w, b, { MCQ: () => ['4'] });
    await endWindow(t, w);
    await t.ctx.database.runner.exec('ANALYZE exam_attempts');
    return { w, before: await unpublishedShare() };
  };

  it("refreshes the database's statistics of results once it publishes, so a scoreboard is planned on what is published", async () => {
    const { w, before } = await twoSatAndAnalyzed();
    expect(before).toBeGreaterThan(0);
    const published = await api(
      staffRoutes.publishResults,
      { params: { examId: w.examId }, body: { groupId: w.groupId } },
      w.admin,
    );
    expect(published.body.data).toMatchObject({ published: 2 });
    expect(await unpublishedShare()).toBeLessThan(before!);
  });

  it('leaves the statistics alone when it publishes named students only', async () => {
    const { w, before } = await twoSatAndAnalyzed();
    const published = await api(
      staffRoutes.publishResults,
      { params: { examId: w.examId }, body: { studentIds: [w.me.id] } },
      w.admin,
    );
    expect(published.body.data).toMatchObject({ published: 1 });
    expect(await unpublishedShare()).toBe(before);
    // The result is out all the same.
    const r = await call(examRoutes.result, resultOf(w), w.me.session);
    expect(r.body.data.examResult.marksObtained).toBeGreaterThan(0);
  });

  it('adds GPA marks and subtracts cut marks as the assignment says', async () => {
    const w = await liveExamWorld(t, { schedule: { gpaFactor: { hsc: 1, ssc: 2 }, cutMarks: 1 } });
    await t.ctx.db.update(students).set({ hscGpa: 4.5, sscGpa: 5 }).where(eq(students.id, w.me.id));
    await sit(w, w.me, allRight);
    await endWindow(t, w);
    await api(
      staffRoutes.publishResults,
      { params: { examId: w.examId }, body: { studentIds: [w.me.id] } },
      w.admin,
    );
    const r = (await call(examRoutes.result, resultOf(w), w.me.session)).body.data.examResult;
    // 7 + 4.5 x 1 + 5 x 2 - 1 = 20.5 of 14 + 5 + 10
    expect(r).toMatchObject({
      withoutGPA: 7,
      gpaMarks: 14.5,
      cutMarks: 1,
      marksObtained: 20.5,
      totalMarks: 29,
      passed: true,
      gpaFactor: { hsc: 1, ssc: 2 },
    });
  });

  it('lets examiners mark written answers: the result is scored again and re-ranked', async () => {
    const w = await liveExamWorld(t);
    const b = await student(t, [w.groupId]);
    await sit(w, w.me, { MCQ: () => ['4'], paragraph: () => ['Light makes sugar'] }); // 2 + pending
    await sit(w, b, { MCQ: () => ['4'], checkbox: () => ['2', '3'] }); // 4
    await endWindow(t, w);
    await api(
      staffRoutes.publishResults,
      { params: { examId: w.examId }, body: { groupId: w.groupId } },
      w.admin,
    );
    const examiner = await staffSession(t.app, ['examiner']);
    const list = await api(
      staffRoutes.listWrittenAnswers,
      { params: { examId: w.examId }, query: { groupId: w.groupId } },
      examiner,
    );
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    const item = list.body.data[0];
    expect(item).toMatchObject({
      studentId: w.me.id,
      type: 'paragraph',
      answer: ['Light makes sugar'],
      marks: null,
    });
    const answer = { examId: w.examId, attemptId: item.attemptId, questionId: item.questionId };
    const mark = (params: typeof answer, body: { marks: number; notes?: string }, session: string) =>
      api(staffRoutes.markAnswer, { params, body }, session);
    expect((await mark(answer, { marks: 6 }, examiner)).status).toBe(400);
    expect((await mark(answer, { marks: -1 }, examiner)).status).toBe(400);
    const moderator = await staffSession(t.app, ['moderator']);
    expect((await mark(answer, { marks: 4 }, moderator)).status).toBe(403);
    expect((await mark(answer, { marks: 4 }, w.me.session)).status).toBe(403);
    const mcqAnswer = { ...answer, questionId: w.questionIds[0]! };
    expect((await mark(mcqAnswer, { marks: 1 }, examiner)).status).toBe(400);
    const marked = await mark(answer, { marks: 4.5, notes: 'Good' }, examiner);
    expect(marked.status).toBe(200);
    const r = (await call(examRoutes.result, resultOf(w), w.me.session)).body.data.examResult;
    expect(r).toMatchObject({ marksObtained: 6.5, rank: 1, pending: 0 });
    expect(
      r.answers.find((a: { questionId: { type: string } }) => a.questionId.type === 'paragraph'),
    ).toMatchObject({ marks: 4.5, notes: 'Good', correct: 0, total: 1 });
    expect((await call(examRoutes.result, resultOf(w), b.session)).body.data.examResult.rank).toBe(2);
    expect(
      (await api(staffRoutes.listWrittenAnswers, { params: { examId: w.examId } }, examiner)).body.data,
    ).toHaveLength(0);
  });
});

describe('auto-submit', () => {
  it('submits attempts whose deadline plus grace has passed, once, as submitted at the deadline', async () => {
    const w = await liveExamWorld(t, { schedule: { duration: 20 } });
    const others = [await student(t, [w.groupId]), await student(t, [w.groupId])];
    const started = t.clock.now().getTime();
    for (const s of [w.me, ...others]) {
      await call(examRoutes.start, examInGroup(w), s.session);
    }
    await answerAs(t, w, w.me.session, {
      questionId: w.questionIds[0]!,
      answer: ['4'],
    });
    await call(examRoutes.submit, examInGroup(w), others[1]!.session);
    const grace = t.ctx.config.EXAM_OFFLINE_GRACE_SECONDS * 1000;
    t.clock.set(new Date(started + 20 * MINUTE + grace - 1000));
    expect(await submitDueAttempts(t.ctx)).toBe(0);
    t.clock.set(new Date(started + 20 * MINUTE + grace + 1000));
    // two runs at once (as on two nodes) submit each attempt once
    const [x, y] = await Promise.all([submitDueAttempts(t.ctx), submitDueAttempts(t.ctx)]);
    expect(x + y).toBe(2);
    expect(await submitDueAttempts(t.ctx)).toBe(0);
    const rows = await t.ctx.db.select().from(examAttempts).where(eq(examAttempts.examId, w.examId));
    const mine = rows.find((r) => r.studentId === w.me.id)!;
    expect(mine).toMatchObject({ autoSubmitted: true, marksObtained: 2, correct: 1 });
    expect(mine.submittedAt!.getTime()).toBe(started + 20 * MINUTE);
    expect(rows.filter((r) => r.autoSubmitted)).toHaveLength(2);
    const list = await call(examRoutes.group, { params: { groupId: w.groupId } }, w.me.session);
    expect(list.body.data.exams[0].attempt.submittedAt).toBe(new Date(started + 20 * MINUTE).toISOString());
    t.clock.set(new Date(started));
  });

  it('submits, on the next run, the attempts a run had claimed when its node died', async () => {
    const w = await liveExamWorld(t, { schedule: { duration: 20 } });
    const started = t.clock.now().getTime();
    await call(examRoutes.start, examInGroup(w), w.me.session);
    await answerAs(t, w, w.me.session, { questionId: w.questionIds[0]!, answer: ['4'] });
    const cutoff = new Date(started + 20 * MINUTE + 1000);
    t.clock.set(new Date(cutoff.getTime() + t.ctx.config.EXAM_OFFLINE_GRACE_SECONDS * 1000));
    const died = new Error('the node died');
    // A run claims the attempt and dies before it commits: PostgreSQL rolls the transaction back and
    // frees the rows, as it does when a node's connection drops.
    await expect(
      t.ctx.db.transaction(async (tx) => {
        expect(await claimDueAttempts(tx, cutoff, 100)).toHaveLength(1);
        // Meanwhile another node's run skips the locked row (PGlite has one connection: no "meanwhile").
        if (onPostgres) expect(await submitDueAttempts(t.ctx)).toBe(0);
        throw died;
      }),
    ).rejects.toBe(died);
    expect(await submitDueAttempts(t.ctx)).toBe(1);
    const [mine] = await t.ctx.db.select().from(examAttempts).where(eq(examAttempts.examId, w.examId));
    expect(mine).toMatchObject({ autoSubmitted: true, marksObtained: 2, correct: 1 });
    t.clock.set(new Date(started));
  });

  it('submits and scores an attempt past its deadline when its student asks for the result, without waiting for the grace', async () => {
    const live = await liveExamWorld(t, { schedule: { duration: 20 } });
    const practice = await liveExamWorld(t, { schedule: { duration: 20 }, exam: { isPracticeExam: true } });
    const started = t.clock.now().getTime();
    for (const w of [live, practice]) {
      await call(examRoutes.start, examInGroup(w), w.me.session);
      await answerAs(t, w, w.me.session, { questionId: w.questionIds[0]!, answer: ['4'] });
    }
    // Before the deadline there is nothing to show yet.
    const early = await call(examRoutes.result, resultOf(practice), practice.me.session);
    expect(early.status).toBe(404);
    t.clock.set(new Date(started + 20 * MINUTE + 1000));
    const practiceResult = await call(examRoutes.result, resultOf(practice), practice.me.session);
    expect(practiceResult.status).toBe(200);
    expect(practiceResult.body.data.examResult).toMatchObject({ marksObtained: 2, correct: 1 });
    expect(practiceResult.body.data.examResult.submittedAt).toBe(
      new Date(started + 20 * MINUTE).toISOString(),
    );
    const liveResult = await call(examRoutes.result, resultOf(live), live.me.session);
    expect(liveResult.status).toBe(200);
    expect(liveResult.body.data).toMatchObject({ code: 'notPublishedYet' });
    const [row] = await t.ctx.db.select().from(examAttempts).where(eq(examAttempts.examId, live.examId));
    expect(row).toMatchObject({ autoSubmitted: true, marksObtained: 2 });
    t.clock.set(new Date(started));
  });
});
