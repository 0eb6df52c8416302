import { examRoutes } from '@lms/domain/contract';
import { eq } from 'drizzle-orm';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examAnswers, examAttempts } from '../src/db/schema';
import {
  type AnswerWireRow,
  LATEST_WINS_SQL,
  upsertUnchangedAnswers,
  writeLatestAnswers,
} from '../src/modules/exams/answer-repository';
import { type AnswerWrite, AnswerWriter, type WriteOutcome } from '../src/modules/exams/answer-writer';
import { rawSql } from '../src/modules/exams/raw-sql';
import { answerAs, caller, examInGroup, liveExamWorld, startedSitters, student } from './exams-fixtures';
import { createTestApp, onPostgres, type TestApp } from './support/test-app';

// The route refuses text the database cannot store; this is the writer's own defence for a row the
// database refuses anyway: it fails its batch's statement, and the other rows must still be saved.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A live exam with `count` students who have started it, and their attempt ids. */
async function startedAttempts(count: number) {
  const w = await liveExamWorld(t);
  const api = caller(t);
  const sitters = [
    w.me,
    ...(await Promise.all(Array.from({ length: count - 1 }, () => student(t, [w.groupId])))),
  ];
  const attempts: { attemptId: string; studentId: string }[] = [];
  for (const s of sitters) {
    const res = await api(examRoutes.start, examInGroup(w), s.session);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [row] = await t.ctx.db
      .select({ id: examAttempts.id })
      .from(examAttempts)
      .where(eq(examAttempts.studentId, s.id));
    attempts.push({ attemptId: row!.id, studentId: s.id });
  }
  return { w, attempts };
}

/** Settles every write, in order: the outcome, or the error's message. */
function settle(writes: Promise<WriteOutcome>[]) {
  return Promise.all(
    writes.map((p) => p.then((o) => o as string).catch((e: Error) => `error: ${e.message}`)),
  );
}

async function storedAnswers(attemptIds: string[]) {
  const rows = await t.ctx.db.select().from(examAnswers);
  return new Map(
    rows
      .filter((r) => attemptIds.includes(r.attemptId))
      .map((r) => [`${r.attemptId}:${r.questionId}`, r.answer]),
  );
}

describe('an attempt submitted behind this node', () => {
  it('refuses a save the node still thinks open, and stores nothing: the statement itself checks the attempt', async () => {
    const { w, attempts } = await startedAttempts(1);
    const { attemptId } = attempts[0]!;
    const mcq = w.questionIds[0]!;
    const first = await answerAs(t, w, w.me.session, {
      questionId: mcq,
      answer: ['3'],
      timestamp: Date.now(),
    });
    expect(first.status).toBe(200);
    // Another node submits it: this node's cache still holds the attempt open.
    await t.ctx.db
      .update(examAttempts)
      .set({ submittedAt: new Date() })
      .where(eq(examAttempts.id, attemptId));
    const late = await answerAs(t, w, w.me.session, {
      questionId: mcq,
      answer: ['4'],
      timestamp: Date.now() + 1,
    });
    expect(late.status).toBe(409);
    expect(late.body.errors).toMatchObject({ code: 'alreadySubmitted' });
    const stored = await storedAnswers([attemptId]);
    expect([...stored.values()]).toEqual([['3']]);
  });
});

// The save statement is a named statement: PostgreSQL plans it once per connection and keeps that plan.
// Planned before an exam, when no attempt is open, it must still find each attempt by its key, not
// walk the partial index of open attempts (every open attempt for each row once thousands are open).
describe.runIf(onPostgres)('the save statement’s kept plan', () => {
  it('finds each attempt by its key, never through the index of open attempts', async () => {
    const pool = (t.ctx.db as unknown as { $client: Pool }).$client;
    const client = await pool.connect();
    try {
      await client.query('SET plan_cache_mode = force_generic_plan');
      await client.query(`PREPARE latest_wins_plan(jsonb) AS ${LATEST_WINS_SQL}`);
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN EXECUTE latest_wins_plan('[]')`);
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(plan).toMatch(/exam_attempts/);
      expect(plan).not.toMatch(/exam_attempts_due_idx/);
      expect(plan).not.toMatch(/Seq Scan on exam_attempts/);
    } finally {
      await client.query('DEALLOCATE latest_wins_plan; RESET plan_cache_mode').catch(() => {});
      client.release();
    }
  });
});

describe('a batch the database refuses', () => {
  for (const [kind, questionIndex, good, bad] of [
    ['a choice (one statement, newest wins)', 0, ['4'], ['4\u0000']],
    ['a written answer (read, then compare-and-set)', 4, ['Light makes sugar'], ['\uD800 lone']],
  ] as const) {
    it(`saves every other row of ${kind} and refuses only the bad one`, async () => {
      const { w, attempts } = await startedAttempts(6);
      const question = w.questionIds[questionIndex]!;
      const type = questionIndex === 0 ? 'MCQ' : 'paragraph';
      // A writer of its own with room for every write in one batch: all of them queue in one turn.
      const writer = new AnswerWriter(rawSql(t.ctx), { concurrency: 1, maxBatch: 100, maxQueued: 10_000 });
      const write = (a: (typeof attempts)[number], answer: readonly string[]): AnswerWrite => ({
        ...a,
        questionId: question,
        groupId: w.groupId,
        type,
        multipleTimesSubmission: true,
        answer: [...answer],
        extra: [],
        clientTs: Date.now(),
        receivedAt: new Date(),
        offline: false,
      });
      const badIndex = 2;
      const outcomes = await settle(
        attempts.map((a, index) => writer.write(write(a, index === badIndex ? bad : good))),
      );

      expect(outcomes.filter((o) => o === 'saved')).toHaveLength(attempts.length - 1);
      expect(outcomes[badIndex]).toMatch(/^error: /);
      const stored = await storedAnswers(attempts.map((a) => a.attemptId));
      attempts.forEach((a, index) => {
        expect(stored.get(`${a.attemptId}:${question}`)).toEqual(index === badIndex ? undefined : good);
      });
      await writer.drain();
    });
  }
});

// Two nodes' batches may hold answers of the same attempts (a student's saves sent through a balancer
// to both, or a retry after a node went away). Each batch takes its rows' locks in key order, so two
// batches wait for each other instead of deadlocking (which would cost the database's deadlock wait,
// a second, and a retry). Needs three connections at once: PostgreSQL only.
describe('two batches of the same answers in opposite orders', () => {
  for (const kind of ['newest wins', 'compare-and-set'] as const) {
    it.runIf(onPostgres)(`both finish, without a deadlock (${kind})`, async () => {
      const w = await liveExamWorld(t);
      const sitters = await startedSitters(t, w, 30);
      const sql = rawSql(t.ctx);
      const row = (s: (typeof sitters)[number], answer: string): AnswerWireRow & { v: number } => ({
        a: s.attemptId,
        q: w.questionIds[0]!,
        g: w.groupId,
        s: s.id,
        answer: [answer],
        extra: [],
        ts: Date.now(),
        r: new Date().toISOString(),
        o: false,
        v: 2,
      });
      await writeLatestAnswers(
        sql,
        sitters.map((s) => row(s, '1')),
      );
      const write = (rows: (AnswerWireRow & { v: number })[]) =>
        kind === 'newest wins' ? writeLatestAnswers(sql, rows) : upsertUnchangedAnswers(sql, rows);
      const forward = sitters.map((s) => row(s, '2'));
      const backward = sitters.map((s) => row(s, '3')).reverse();
      // A third transaction holds one answer in the middle, so both batches are inside their writes
      // when it lets go: locking in the order they were given, they would then wait for each other.
      let both: Promise<unknown[]> | undefined;
      await t.ctx.db
        .transaction(async (tx) => {
          await tx
            .update(examAnswers)
            .set({ offline: false })
            .where(eq(examAnswers.attemptId, sitters[15]!.attemptId));
          both = Promise.all([write(forward), write(backward)]);
          await new Promise((resolve) => setTimeout(resolve, 300));
          throw new Error('let go');
        })
        .catch(() => undefined);
      await expect(both).resolves.toHaveLength(2);
      const stored = await storedAnswers(sitters.map((s) => s.attemptId));
      for (const s of sitters)
        expect(['2', '3']).toContain(stored.get(`${s.attemptId}:${w.questionIds[0]}`)?.[0]);
    });
  }
});
