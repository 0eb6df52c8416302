import { randomUUID } from 'node:crypto';
import { examExceptionRoutes, examRoutes, sealedExamRoutes as sealed } from '@lms/domain/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examAttempts } from '../src/db/schema';
import { type StartOutcome, startOrFindAttempts } from '../src/modules/exams/attempt-start-repository';
import { examServices } from '../src/modules/exams/exam-services';
import { GROUPS_SQL } from '../src/modules/exams/group-exams-repository';
import { caller, examInGroup, liveExamWorld, MINUTE, plannedCrowd, student } from './exams-fixtures';
import { staffSession } from './support/factories';
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

/** `count` students in the group, the one at `slow` with 15 minutes of standing extra time, and one outside it. */
async function crowdWithOneSlow(groupId: string, count: number, slow: number) {
  const crowd = await Promise.all(Array.from({ length: count }, () => student(t, [groupId])));
  const outsider = await student(t, []);
  const moderator = await staffSession(t.app, ['examModerator']);
  const standing = await call(
    examExceptionRoutes.setStandingExtraTime,
    { params: { studentId: crowd[slow]!.id }, body: { minutes: 15 } },
    moderator,
  );
  expect(standing.status).toBe(200);
  return { crowd, outsider };
}

describe('My Exams opened together (reads in batches)', () => {
  it('gives each student their own group view, attempt and schedule, refuses the outsider and tells an unknown group', async () => {
    const w = await liveExamWorld(t, { schedule: { duration: 30 } });
    const { crowd, outsider } = await crowdWithOneSlow(w.groupId, 12, 5);
    const started = await Promise.all(
      crowd.slice(0, 4).map((s) => call(examRoutes.start, examInGroup(w), s.session)),
    );
    expect(started.map((a) => a.status)).toEqual(Array(4).fill(200));
    // All in the same turn of the server: their reads are queued together and made in one statement.
    const opened = await Promise.all([
      ...[...crowd, outsider].map((s) =>
        call(examRoutes.group, { params: { groupId: w.groupId } }, s.session),
      ),
      call(examRoutes.group, { params: { groupId: randomUUID() } }, crowd[0]!.session),
    ]);
    expect(opened.map((a) => a.status)).toEqual([...Array(12).fill(200), 403, 404]);
    for (const [i, a] of opened.slice(0, 12).entries()) {
      const [entry] = a.body.data.exams;
      expect(entry.examId._id).toBe(w.examId);
      expect(entry.attempt?._id ?? null).toBe(i < 4 ? started[i]!.body.data._id : null);
      expect(entry.ownSchedule?.extraMinutes ?? null).toBe(i === 5 ? 15 : null);
    }
  });

  // PostgreSQL plans a batch for 100 keys whatever it holds; a membership test it hashes reads the
  // whole group for every batch (at 20,000 members, 7 ms a batch). Only PostgreSQL plans this way.
  it.runIf(onPostgres)(
    'reads a crowd’s memberships by index, never the whole group, at every batch',
    async () => {
      const { groupId } = await plannedCrowd(t, 2000);
      const members = await t.ctx.db.execute(
        sql`select student_id from group_members where group_id = ${groupId}::uuid limit 20`,
      );
      const keys = (members as unknown as { rows: { student_id: string }[] }).rows.map((row, i) => ({
        i,
        g: groupId,
        s: row.student_id,
      }));
      expect(keys).toHaveLength(20);
      // Ids and numbers only: safe to write into the statement.
      const explained = await t.ctx.db.execute(
        sql.raw(`EXPLAIN ${GROUPS_SQL.replace('$1::jsonb', `'${JSON.stringify(keys)}'::jsonb`)}`),
      );
      const plan = (explained as unknown as { rows: { 'QUERY PLAN': string }[] }).rows
        .map((row) => row['QUERY PLAN'])
        .join('\n');
      expect(plan).toMatch(/group_members/);
      expect(plan).not.toMatch(/Seq Scan on group_members/);
    },
  );

  it('looks up each sealed paper’s and submit’s attempt with the starts of the moment, after its own start', async () => {
    const w = await liveExamWorld(t, { schedule: { duration: 30 } });
    const crowd = await Promise.all(Array.from({ length: 8 }, () => student(t, [w.groupId])));
    const outsider = await student(t, []);
    // As the student app does: the sealed paper and the start together, everyone in the same turn.
    const first = await Promise.all(
      [...crowd, outsider].flatMap((s) => [
        call(sealed.sealedPaper, examInGroup(w), s.session),
        call(sealed.startSealed, examInGroup(w), s.session),
      ]),
    );
    expect(first.map((a) => a.status)).toEqual([...Array(16).fill(200), 403, 403]);
    const submitted = await Promise.all(
      [...crowd, outsider].map((s) => call(examRoutes.submit, examInGroup(w), s.session)),
    );
    expect(submitted.map((a) => a.status)).toEqual([...Array(8).fill(200), 403]);
    const stored = await t.ctx.db
      .select({ studentId: examAttempts.studentId, submittedAt: examAttempts.submittedAt })
      .from(examAttempts)
      .where(eq(examAttempts.examId, w.examId));
    expect(stored.map((r) => r.studentId).sort()).toEqual(crowd.map((s) => s.id).sort());
    expect(stored.every((r) => r.submittedAt !== null)).toBe(true);
  });
});

describe('starts pressed together (one batch)', () => {
  it('gives each student their own attempt and schedule, refuses only the outsider, and starts a double press once', async () => {
    const w = await liveExamWorld(t, { schedule: { duration: 30 } });
    const t0 = t.clock.now().getTime();
    const { crowd, outsider } = await crowdWithOneSlow(w.groupId, 30, 7);
    // All in the same turn of the server: they are queued together and written in one batch.
    const presses = [...crowd, crowd[3]!, outsider].map((s) =>
      call(examRoutes.start, examInGroup(w), s.session),
    );
    const answers = await Promise.all(presses);
    expect(answers.map((a) => a.status)).toEqual([...Array(31).fill(200), 403]);
    expect(answers[31]!.body.errors).toMatchObject({ code: 'removedFromGroup' });
    const ids = answers.slice(0, 30).map((a) => a.body.data._id);
    expect(new Set(ids).size).toBe(30);
    // The second press of the same student gives the attempt of the first.
    expect(answers[30]!.body.data._id).toBe(ids[3]);
    for (const [i, a] of answers.slice(0, 30).entries()) {
      expect(a.body.data.studentId).toBe(crowd[i]!.id);
      expect(a.body.data.deadline).toBe(new Date(t0 + (i === 7 ? 45 : 30) * MINUTE).toISOString());
    }
    const stored = await t.ctx.db
      .select({ studentId: examAttempts.studentId })
      .from(examAttempts)
      .where(and(eq(examAttempts.examId, w.examId)));
    expect(stored.map((r) => r.studentId).sort()).toEqual(crowd.map((s) => s.id).sort());
  });

  it('refuses a batch’s starts before the window opens, and still finds the attempts there are', async () => {
    const w = await liveExamWorld(t, {
      schedule: { startsAt: new Date(t.clock.now().getTime() + 10 * MINUTE).toISOString() },
    });
    const crowd = await Promise.all(Array.from({ length: 5 }, () => student(t, [w.groupId])));
    const early = await Promise.all(crowd.map((s) => call(examRoutes.start, examInGroup(w), s.session)));
    expect(early.map((a) => a.status)).toEqual(Array(5).fill(409));
    expect(early[0]!.body.errors).toMatchObject({ code: 'examNotStarted' });
    t.clock.advance(10 * MINUTE);
    const first = await call(examRoutes.start, examInGroup(w), crowd[0]!.session);
    expect(first.status).toBe(200);
    t.clock.advance(-10 * MINUTE);
    // Before the window again (a clock moved back): the one started is found, the others refused.
    const again = await Promise.all(crowd.map((s) => call(examRoutes.start, examInGroup(w), s.session)));
    expect(again.map((a) => a.status)).toEqual([200, 409, 409, 409, 409]);
    expect(again[0]!.body.data._id).toBe(first.body.data._id);
  });

  // Two nodes' batches holding the same students (presses sent through a balancer to both): each
  // batch inserts in key order, so they wait for each other instead of deadlocking. Needs two
  // connections at once: PostgreSQL only.
  it.runIf(onPostgres)(
    'lets two batches of the same students, in opposite orders, both finish with one attempt each',
    async () => {
      const w = await liveExamWorld(t);
      const crowd = await Promise.all(Array.from({ length: 40 }, () => student(t, [w.groupId])));
      const now = t.clock.now();
      const requests = crowd.map((s, i) => ({
        key: { examId: w.examId, groupId: w.groupId, studentId: s.id },
        create: {
          seed: `seed-${i}`,
          drawnQuestionIds: null,
          startedAt: now,
          deadlineAt: new Date(now.getTime() + 30 * MINUTE),
        },
        withAnswers: false,
      }));
      const { sql } = examServices(t.ctx);
      // A third transaction holds one student in the middle, so both batches are inside their inserts
      // when it lets go: in opposite orders they would then wait for each other.
      let both: Promise<[StartOutcome[], StartOutcome[]]> | undefined;
      await t.ctx.db
        .transaction(async (tx) => {
          await tx.insert(examAttempts).values({ ...requests[20]!.key, ...requests[20]!.create });
          both = Promise.all([
            startOrFindAttempts(sql, requests),
            startOrFindAttempts(sql, [...requests].reverse()),
          ]);
          await new Promise((resolve) => setTimeout(resolve, 300));
          throw new Error('let go');
        })
        .catch(() => undefined);
      const [forward, backward] = await both!;
      const ids = new Map(forward.map((outcome, i) => [crowd[i]!.id, outcome.attempt?.id]));
      backward.reverse();
      for (const [i, outcome] of backward.entries()) {
        // Whichever batch made it, the other found it (or, inserting nothing, saw none in its snapshot).
        if (outcome.attempt) expect(outcome.attempt.id).toBe(ids.get(crowd[i]!.id) ?? outcome.attempt.id);
        expect(outcome.created && forward[i]!.created).toBe(false);
      }
      const stored = await t.ctx.db
        .select({ studentId: examAttempts.studentId })
        .from(examAttempts)
        .where(eq(examAttempts.examId, w.examId));
      expect(stored.map((r) => r.studentId).sort()).toEqual(crowd.map((s) => s.id).sort());
    },
  );
});
