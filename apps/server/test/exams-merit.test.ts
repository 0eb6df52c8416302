import { meritPercentiles, meritPositions } from '@lms/domain';
import {
  examRoutes,
  examResultsStaffRoutes as resultRoutes,
  examStaffRoutes as staffRoutes,
} from '@lms/domain/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, examAttempts, students } from '../src/db/schema';
import { examServices } from '../src/modules/exams/exam-services';
import { lockRanking, storeMeritFigures } from '../src/modules/exams/results/rank-repository';
import { runRequestedRescores } from '../src/modules/exams/results/rescore-job';
import {
  caller,
  endWindow,
  examInGroup,
  liveExamWorld,
  publishGroup,
  sitByTitle,
  student,
} from './exams-fixtures';
import { staffSession } from './support/factories';
import { eventually } from './support/sockets';
import { createTestApp, onPostgres, type TestApp } from './support/test-app';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(async () => {
  await t.close();
});

type Session = { session: string; id: string };
type World = Awaited<ReturnType<typeof liveExamWorld>>;

const subjectA = crypto.randomUUID();
const subjectB = crypto.randomUUID();

/** Two questions of subject A and one of B, 2 marks each, no negative marks. */
const questions = [
  { type: 'MCQ' as const, title: 'A1', options: ['3', '4'], answer: ['4'], point: 2, subjectId: subjectA },
  { type: 'MCQ' as const, title: 'A2', options: ['x', 'y'], answer: ['x'], point: 2, subjectId: subjectA },
  { type: 'MCQ' as const, title: 'B1', options: ['3', '4'], answer: ['4'], point: 2, subjectId: subjectB },
];

/** Starts, answers the questions named (by title) and submits. */
async function sit(w: World, s: Session, answers: Record<string, string>) {
  await sitByTitle(
    t,
    w,
    s.session,
    Object.fromEntries(Object.entries(answers).map(([title, answer]) => [title, [answer]])),
  );
  // Scoring follows the submit's answer; some checks here read the stored figures straight away.
  await examServices(t.ctx).scorer.drain();
}

async function makeBranch(name: string): Promise<string> {
  const [row] = await t.ctx.db.insert(branches).values({ name }).returning({ id: branches.id });
  return row!.id;
}

async function setBranch(studentIds: string[], branchId: string) {
  await t.ctx.db.update(students).set({ branchId }).where(inArray(students.id, studentIds));
}

/** What the student's published result says of positions. */
async function positionsSeenBy(w: World, s: Session) {
  const res = await call(examRoutes.result, examInGroup(w), s.session);
  expect(res.status).toBe(200);
  const r = res.body.data.examResult;
  return {
    rank: r.rank,
    branchRank: r.branchRank,
    percentile: r.percentile,
    subjects: Object.fromEntries(
      r.subjectStats.map((x: { subjectId: string; rank?: number | null }) => [x.subjectId, x.rank]),
    ),
  };
}

/** The stored figures agree with the packages/domain rules over the stored marks. */
async function expectStoredAgreeWithDomain(examId: string) {
  const rows = await t.ctx.db.select().from(examAttempts).where(eq(examAttempts.examId, examId));
  const entries = rows.map((r) => ({ id: r.id, marks: r.marksObtained ?? 0 }));
  const positions = new Map(meritPositions(entries).map((p) => [p.id, p.position]));
  const percentiles = new Map(meritPercentiles(entries).map((p) => [p.id, p.percentile]));
  for (const r of rows) {
    expect(r.rank).toBe(positions.get(r.id));
    expect(r.percentile).toBe(percentiles.get(r.id));
  }
}

describe('merit positions per branch and per subject, and the percentile', () => {
  it('are stored on publish with ties, shown to students, staff and in the CSV, and re-ranked after a key fix', async () => {
    const w = await liveExamWorld(t, { questions, exam: { negativeMarkPerQuestion: 0 } });
    const s1 = w.me;
    const [s2, s3, s4, s5] = await Promise.all([1, 2, 3, 4].map(() => student(t, [w.groupId])));
    const x = await makeBranch(`Branch X ${crypto.randomUUID()}`);
    const y = await makeBranch(`Branch Y ${crypto.randomUUID()}`);
    await setBranch([s1.id, s2!.id], x);
    await setBranch([s3!.id, s4!.id], y);
    // s5 has no branch.
    await sit(w, s1, { A1: '4', A2: 'x', B1: '3' }); // 4: A 4, B 0
    await sit(w, s2!, { A1: '4', B1: '4' }); // 4: A 2, B 2
    await sit(w, s3!, { A1: '3', B1: '4' }); // 2: A 0, B 2
    await sit(w, s4!, { A1: '4', A2: 'x', B1: '4' }); // 6: A 4, B 2
    await sit(w, s5!, { A1: '3' }); // 0: A 0, B 0

    // Nothing is stored before the publish.
    const before = await t.ctx.db.select().from(examAttempts).where(eq(examAttempts.examId, w.examId));
    expect(before.map((r) => [r.rank, r.branchRank, r.percentile, r.subjectRanks])).toEqual(
      before.map(() => [null, null, null, null]),
    );
    expect(before.find((r) => r.studentId === s4!.id)?.subjectMarks).toEqual({
      [subjectA]: 4,
      [subjectB]: 2,
    });

    await endWindow(t, w);
    const published = await call(
      staffRoutes.publishResults,
      { params: { examId: w.examId }, body: { scope: 'exam' } },
      w.admin,
    );
    expect(published.status, JSON.stringify(published.body)).toBe(200);

    expect(await positionsSeenBy(w, s4!)).toEqual({
      rank: 1,
      branchRank: 1,
      percentile: 100,
      subjects: { [subjectA]: 1, [subjectB]: 1 },
    });
    expect(await positionsSeenBy(w, s1)).toEqual({
      rank: 2,
      branchRank: 1,
      percentile: 80,
      subjects: { [subjectA]: 1, [subjectB]: 4 },
    });
    expect(await positionsSeenBy(w, s2!)).toEqual({
      rank: 2,
      branchRank: 1,
      percentile: 80,
      subjects: { [subjectA]: 3, [subjectB]: 1 },
    });
    expect(await positionsSeenBy(w, s3!)).toEqual({
      rank: 4,
      branchRank: 2,
      percentile: 40,
      subjects: { [subjectA]: 4, [subjectB]: 1 },
    });
    expect(await positionsSeenBy(w, s5!)).toEqual({
      rank: 5,
      branchRank: null,
      percentile: 20,
      subjects: { [subjectA]: 4, [subjectB]: 4 },
    });
    await expectStoredAgreeWithDomain(w.examId);

    // Staff: the results page and one student's result.
    const examiner = await staffSession(t.app, ['examiner']);
    const page = await call(
      resultRoutes.resultsPage,
      { params: { examId: w.examId }, query: { limit: 20, offset: 0 } },
      examiner,
    );
    expect(page.status).toBe(200);
    const rowOf = (id: string) => page.body.data.items.find((r: { studentId: string }) => r.studentId === id);
    expect(rowOf(s3!.id)).toMatchObject({
      rank: 4,
      branchName: expect.stringContaining('Branch Y'),
      branchRank: 2,
      percentile: 40,
      subjectRanks: { [subjectA]: 4, [subjectB]: 1 },
    });
    expect(rowOf(s5!.id)).toMatchObject({ branchName: null, branchRank: null, percentile: 20 });
    const drawer = await call(
      resultRoutes.studentResult,
      { params: { examId: w.examId, studentId: s2!.id } },
      examiner,
    );
    expect(drawer.body.data).toMatchObject({ rank: 2, branchRank: 1, percentile: 80 });

    // The CSV: the new columns, by merit position.
    const csv = await call(staffRoutes.meritListCsv, { params: { examId: w.examId } }, examiner);
    expect(csv.status).toBe(200);
    const [header, ...lines] = String(csv.body).trim().split('\r\n');
    const columns = header!.split(',');
    expect(columns.slice(0, 8)).toEqual([
      'Merit Position',
      'Name',
      'Roll',
      'Mobile',
      'Group',
      'Branch',
      'Branch Position',
      'Percentile',
    ]);
    expect(columns.slice(-2)).toEqual([`${subjectA} Position`, `${subjectB} Position`]);
    const cells = lines.map((l) => l.split(','));
    const pick = (name: string) => cells.map((c) => c[columns.indexOf(name)]);
    expect(pick('Merit Position')).toEqual(['1', '2', '2', '4', '5']);
    expect(pick('Percentile')).toEqual(['100', '80', '80', '40', '20']);
    expect(pick('Branch Position')).toEqual(['1', '1', '1', '2', '']);
    expect(cells[0]![columns.indexOf('Branch')]).toContain('Branch Y');
    // The number as the console shows it; times readable, in UTC as the headers say.
    expect(pick('Mobile')).toEqual([s4!.phone, expect.any(String), expect.any(String), s3!.phone, s5!.phone]);
    const minute = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ');
    const s4Attempt = before.find((r) => r.studentId === s4!.id)!;
    expect(cells[0]![columns.indexOf('Started (UTC)')]).toBe(minute(s4Attempt.startedAt));
    expect(cells[0]![columns.indexOf('Submitted (UTC)')]).toBe(minute(s4Attempt.submittedAt!));
    expect(pick('Published (UTC)').every((p) => /^\d{4}-\d\d-\d\d \d\d:\d\d$/.test(p!))).toBe(true);
    expect(cells[4]![columns.indexOf('Branch')]).toBe('');
    expect(cells.map((c) => c.slice(-2).join('/'))).toEqual([
      '1/1',
      expect.any(String),
      expect.any(String),
      '4/1',
      '4/4',
    ]);

    // A key fix re-scores and re-ranks every figure: A2's key becomes y.
    const a2 = w.questionIds[1]!;
    const fixed = await call(
      resultRoutes.fixAnswerKey,
      { params: { examId: w.examId, questionId: a2 }, body: { answer: ['y'], confirmRescore: true } },
      w.admin,
    );
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    await runRequestedRescores(t.ctx);
    // s1 2 (A 2), s2 4 (A 2, B 2), s3 2 (B 2), s4 4 (A 2, B 2), s5 0
    expect(await positionsSeenBy(w, s4!)).toEqual({
      rank: 1,
      branchRank: 1,
      percentile: 100,
      subjects: { [subjectA]: 1, [subjectB]: 1 },
    });
    expect(await positionsSeenBy(w, s2!)).toMatchObject({ rank: 1, branchRank: 1, percentile: 100 });
    expect(await positionsSeenBy(w, s1)).toEqual({
      rank: 3,
      branchRank: 2,
      percentile: 60,
      subjects: { [subjectA]: 1, [subjectB]: 4 },
    });
    expect(await positionsSeenBy(w, s3!)).toMatchObject({ rank: 3, branchRank: 2, percentile: 60 });
    await expectStoredAgreeWithDomain(w.examId);

    // Denials unchanged: students and question uploaders see neither the results nor the CSV.
    const uploader = await staffSession(t.app, ['questionUploader']);
    for (const who of [s1.session, uploader]) {
      expect((await call(staffRoutes.meritListCsv, { params: { examId: w.examId } }, who)).status).toBe(403);
      expect(
        (
          await call(
            resultRoutes.resultsPage,
            { params: { examId: w.examId }, query: { limit: 20, offset: 0 } },
            who,
          )
        ).status,
      ).toBe(403);
    }
  });

  it('rank a result scored after the publish into every figure at once', async () => {
    const w = await liveExamWorld(t, {
      questions,
      exam: { negativeMarkPerQuestion: 0, isPracticeExam: true },
    });
    const other = await student(t, [w.groupId]);
    const branch = await makeBranch(`Branch P ${crypto.randomUUID()}`);
    await setBranch([w.me.id, other.id], branch);
    await sit(w, w.me, { A1: '4' }); // 2
    expect(await positionsSeenBy(w, w.me)).toEqual({
      rank: 1,
      branchRank: 1,
      percentile: 100,
      subjects: { [subjectA]: 1, [subjectB]: 1 },
    });
    await sit(w, other, { A1: '4', B1: '4' }); // 4
    expect(await positionsSeenBy(w, w.me)).toEqual({
      rank: 2,
      branchRank: 2,
      percentile: 50,
      subjects: { [subjectA]: 1, [subjectB]: 2 },
    });
  });

  it('publish every scored result of the group with its figures, also one that does not count (a paper sheet beside the online attempt, which counts)', async () => {
    const w = await liveExamWorld(t, { questions, exam: { negativeMarkPerQuestion: 0 } });
    const other = await student(t, [w.groupId]);
    await sit(w, w.me, { A1: '4' }); // 2
    await sit(w, other, { A1: '4', B1: '4' }); // 4
    // The student's paper sheet too, read and scored (as an OMR import stores it): the online attempt counts.
    const [online] = await t.ctx.db.select().from(examAttempts).where(eq(examAttempts.studentId, w.me.id));
    const { id: _id, ...copied } = online!;
    await t.ctx.db.insert(examAttempts).values({ ...copied, source: 'paper', marksObtained: 6 });
    await publishGroup(t, w);
    const rows = await t.ctx.db.select().from(examAttempts).where(eq(examAttempts.examId, w.examId));
    expect(rows.map((r) => [r.studentId, r.source, r.publishedAt !== null, r.rank]).sort()).toEqual(
      [
        [w.me.id, 'online', true, 2],
        [w.me.id, 'paper', true, null],
        [other.id, 'online', true, 1],
      ].sort(),
    );
    expect(await positionsSeenBy(w, w.me)).toMatchObject({ rank: 2 });
  });

  // Two connections at once: a PGlite database has one, so this runs on PostgreSQL.
  it.runIf(onPostgres)(
    'become visible together with the results: while another ranking holds the exam, a student sees "not published yet", never a result without its position, and neither waits on the other for ever',
    async () => {
      const w = await liveExamWorld(t, { questions, exam: { negativeMarkPerQuestion: 0 } });
      const other = await student(t, [w.groupId]);
      await sit(w, w.me, { A1: '4', A2: 'x', B1: '4' });
      await sit(w, other, { A1: '3' });
      await endWindow(t, w);
      // Another ranking of the exam (a re-score's, say) holds its lock until released, then writes its
      // figures: it must not wait on rows the publish has taken meanwhile (they would wait on each other).
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let held = () => {};
      const holding = new Promise<void>((resolve) => {
        held = resolve;
      });
      const holder = t.ctx.db.transaction(async (tx) => {
        await lockRanking(tx, w.examId);
        held();
        await released;
        await storeMeritFigures(tx, w.examId);
      });
      await holding;
      const publishing = call(
        staffRoutes.publishResults,
        { params: { examId: w.examId }, body: { scope: 'exam' } },
        w.admin,
      );
      // The publish reaches the ranking lock and waits there.
      const publishWaits = async () => {
        const waiting = await t.ctx.db.execute(
          sql`select 1 from pg_locks l join pg_database d on d.oid = l.database
            where d.datname = current_database() and l.locktype = 'advisory' and not l.granted`,
        );
        return (waiting as unknown as { rows: unknown[] }).rows.length > 0;
      };
      expect(await eventually(publishWaits)).toBe(true);
      const meanwhile = await call(examRoutes.result, examInGroup(w), w.me.session);
      expect(meanwhile.status).toBe(200);
      expect(meanwhile.body.data).toMatchObject({ code: 'notPublishedYet' });
      release();
      await holder;
      expect((await publishing).status).toBe(200);
      expect((await positionsSeenBy(w, w.me)).rank).toBe(1);
      expect((await positionsSeenBy(w, other)).rank).toBe(2);
    },
  );

  // JIT exists on PostgreSQL only (PGlite has none to turn off).
  it.runIf(onPostgres)(
    'are worked out without JIT compiling: the rest of the ranking transaction runs with it off',
    async () => {
      const w = await liveExamWorld(t, { questions, exam: { negativeMarkPerQuestion: 0 } });
      await sit(w, w.me, { A1: '4' });
      const jit = async () => {
        const shown = await t.ctx.db.execute(sql`show jit`);
        return (shown as unknown as { rows: { jit: string }[] }).rows[0]?.jit;
      };
      const before = await jit();
      const jitAfterRanking = await t.ctx.db.transaction(async (tx) => {
        await lockRanking(tx, w.examId);
        await storeMeritFigures(tx, w.examId);
        const shown = await tx.execute(sql`show jit`);
        return (shown as unknown as { rows: { jit: string }[] }).rows[0]?.jit;
      });
      expect(jitAfterRanking).toBe('off');
      // Only that transaction's: the connection goes back to the pool as it came.
      expect(await jit()).toBe(before);
    },
  );
});
