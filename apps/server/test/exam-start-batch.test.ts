import { examExceptionRoutes, examRoutes } from '@lms/domain/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examAttempts } from '../src/db/schema';
import { caller, examInGroup, liveExamWorld, MINUTE, student } from './exams-fixtures';
import { staffSession } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(async () => {
  await t.close();
});

describe('starts pressed together (one batch)', () => {
  it('gives each student their own attempt and schedule, refuses only the outsider, and starts a double press once', async () => {
    const w = await liveExamWorld(t, { schedule: { duration: 30 } });
    const t0 = t.clock.now().getTime();
    const crowd = await Promise.all(Array.from({ length: 30 }, () => student(t, [w.groupId])));
    const outsider = await student(t, []);
    const moderator = await staffSession(t.app, ['examModerator']);
    const slow = crowd[7]!;
    const standing = await call(
      examExceptionRoutes.setStandingExtraTime,
      { params: { studentId: slow.id }, body: { minutes: 15 } },
      moderator,
    );
    expect(standing.status).toBe(200);
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
});
