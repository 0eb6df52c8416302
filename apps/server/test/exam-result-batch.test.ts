import { examRoutes, scoreboardRoutes } from '@lms/domain/contract';
import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAnswers } from '../src/modules/exams/answer-repository';
import { examServices } from '../src/modules/exams/exam-services';
import { findMemberResults, MEMBER_RESULTS_SQL } from '../src/modules/exams/results/member-result-repository';
import { findStudentAttempt } from '../src/modules/exams/results/result-repository';
import { FIRST_PAGES_SQL } from '../src/modules/scoreboard/scoreboard-repository';
import {
  caller,
  examInGroup,
  liveExamWorld,
  plannedCrowd,
  publishGroup,
  sitByTitle,
  student,
} from './exams-fixtures';
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

const MCQ = 'What is $2 + 2$?';

describe('results opened together (reads in batches)', () => {
  it('gives each student their own result, tells the one who did not sit and refuses the outsider', async () => {
    const w = await liveExamWorld(t, { schedule: { duration: 30 } });
    const crowd = await Promise.all(Array.from({ length: 8 }, () => student(t, [w.groupId])));
    const absent = await student(t, [w.groupId]);
    const outsider = await student(t, []);
    // Even students right (2 marks), odd ones wrong (-0.5): each result must be its own student's.
    for (const [i, s] of crowd.entries())
      await sitByTitle(t, w, s.session, { [MCQ]: i % 2 === 0 ? ['4'] : ['3'] });
    const openAll = () =>
      Promise.all(
        [...crowd, absent, outsider].map((s) => call(examRoutes.result, examInGroup(w), s.session)),
      );

    const before = await openAll();
    expect(before.map((r) => r.status)).toEqual([...Array(8).fill(200), 404, 403]);
    for (const r of before.slice(0, 8)) expect(r.body.data.code).toBe('notPublishedYet');

    await publishGroup(t, w);
    const after = await openAll();
    expect(after.map((r) => r.status)).toEqual([...Array(8).fill(200), 404, 403]);
    for (const [i, r] of after.slice(0, 8).entries()) {
      const result = r.body.data.examResult;
      expect(result.studentId).toBe(crowd[i]!.id);
      expect(result.marksObtained).toBe(i % 2 === 0 ? 2 : -0.5);
      expect(result.rank).toBe(i % 2 === 0 ? 1 : 5);
      const answered = result.answers.find(
        (a: { questionId: { title: string } }) => a.questionId.title === MCQ,
      );
      expect(answered).toMatchObject({
        marks: i % 2 === 0 ? 2 : -0.5,
        negativeMarks: i % 2 === 0 ? 0 : -0.5,
      });
    }
  });

  it('gives each student their own scoreboard when a crowd opens it together, with the totals over their results', async () => {
    const w = await liveExamWorld(t, { schedule: { duration: 30 } });
    const crowd = await Promise.all(Array.from({ length: 8 }, () => student(t, [w.groupId])));
    for (const [i, s] of crowd.slice(0, 6).entries())
      await sitByTitle(t, w, s.session, { [MCQ]: i % 2 === 0 ? ['4'] : ['3'] });
    await publishGroup(t, w);
    const boards = await Promise.all(
      [...crowd, w.me].map((s) => call(scoreboardRoutes.scoreboard, { query: {} }, s.session)),
    );
    expect(boards.map((b) => b.status)).toEqual(Array(9).fill(200));
    for (const [i, b] of boards.entries()) {
      const { results, analytics } = b.body.data;
      const sat = i < 6;
      const marks = i % 2 === 0 ? 2 : -0.5;
      expect(results.examResult.map((r: { examId: { _id: string } }) => r.examId._id)).toEqual(
        sat ? [w.examId] : [],
      );
      if (sat) expect(results.examResult[0]).toMatchObject({ studentId: crowd[i]!.id, marksObtained: marks });
      expect(analytics).toMatchObject({
        totalExamCount: sat ? 1 : 0,
        totalMarksObtained: sat ? marks : 0,
        totalMarks: sat ? 14 : 0,
      });
    }
  });

  it('reads an attempt and its answers as the one-student reads give them, the answers only when they may be seen', async () => {
    const w = await liveExamWorld(t);
    await sitByTitle(t, w, w.me.session, { [MCQ]: ['4'], 'Name the capital': ['Dhaka'] });
    const { sql: raw, scorer } = examServices(t.ctx);
    await scorer.settled(w.examId);
    const key = { examId: w.examId, groupId: w.groupId, studentId: w.me.id };
    const single = await findStudentAttempt(t.ctx.db, w.examId, w.me.id);
    expect(single?.scoredAt).toBeInstanceOf(Date);
    // Unpublished: the attempt without its answers, unless the exam shows results once scored.
    const [hidden, shown] = await findMemberResults(raw, [
      { ...key, visibleWhenScored: false },
      { ...key, visibleWhenScored: true },
    ]);
    expect(hidden).toEqual({ member: true, attempt: single, unscoredInExam: false, answers: null });
    expect(shown).toEqual({ ...hidden, answers: await listAnswers(raw, single!.id) });
    expect(shown!.answers).toHaveLength(2);
  });
});

/** The test app's PostgreSQL pool, for what the app does not do itself (EXPLAIN, a lock held elsewhere). */
const pgPool = () => (t.ctx.db as unknown as { $client: Pool }).$client;

/** A group of `size` students with a scored, unpublished attempt each at a new exam, the statistics taken. */
async function scoredCrowd(size: number) {
  const { groupId, tag } = await plannedCrowd(t, size);
  const { examId } = await liveExamWorld(t);
  await t.ctx.db.execute(
    sql`insert into exam_attempts (exam_id, group_id, student_id, seed, started_at, deadline_at, submitted_at, scored_at)
      select ${examId}::uuid, ${groupId}::uuid, id, 's', now(), now(), now(), now()
      from students where username like ${`${tag}%`}`,
  );
  await t.ctx.db.execute(sql`analyze exam_attempts`);
  return { tag, examId };
}

// PostgreSQL plans the named statement once per connection for a list of keys whatever it holds; a
// membership or attempt test it hashed would read a whole group, or every attempt, for every batch.
describe.runIf(onPostgres)('the batched result and scoreboard reads’ kept plans', () => {
  it('finds each student’s membership, attempts and published results by index', async () => {
    await scoredCrowd(2000);
    const pool = pgPool();
    const client = await pool.connect();
    try {
      await client.query('SET plan_cache_mode = force_generic_plan');
      for (const [name, text] of [
        ['member_results_plan', MEMBER_RESULTS_SQL],
        ['first_pages_plan', FIRST_PAGES_SQL],
      ] as const) {
        await client.query(`PREPARE ${name}(jsonb) AS ${text}`);
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN EXECUTE ${name}('[]')`);
        const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
        expect(plan, name).toMatch(/group_members/);
        expect(plan, name).toMatch(/exam_attempts/);
        expect(plan, name).not.toMatch(/Seq Scan on (group_members|exam_attempts)/);
        expect(plan, name).not.toMatch(/Hash/);
      }
    } finally {
      await client
        .query('DEALLOCATE member_results_plan; DEALLOCATE first_pages_plan; RESET plan_cache_mode')
        .catch(() => {});
      client.release();
    }
  });

  // A vacuum of the results table (or another publish taking its statistics) holds the table's maintenance
  // lock: the publish waits for it a moment and goes on without the statistics instead of failing.
  it('publishes while a vacuum holds the results table, without taking its statistics', async () => {
    const w = await liveExamWorld(t, { schedule: { duration: 30 } });
    const sitter = await student(t, [w.groupId]);
    await sitByTitle(t, w, sitter.session, { [MCQ]: ['4'] });
    const pool = pgPool();
    const vacuum = await pool.connect();
    try {
      await vacuum.query('BEGIN');
      await vacuum.query('LOCK TABLE exam_attempts IN SHARE UPDATE EXCLUSIVE MODE');
      const started = performance.now();
      await publishGroup(t, w);
      expect(performance.now() - started).toBeLessThan(6000);
    } finally {
      await vacuum.query('ROLLBACK');
      vacuum.release();
    }
    const seen = await call(examRoutes.result, examInGroup(w), sitter.session);
    expect(seen.body.data.examResult).toMatchObject({ studentId: sitter.id, marksObtained: 2, rank: 1 });
  });

  // A publish writes thousands of rows before the statistics say any is published (a fresh database's
  // first results day; a publish's transaction while it writes): the plans made then must still read
  // each student's own rows, not every published row of the exam with a visit to the table for each.
  it('reads each student’s published results by index while the statistics say none is published', async () => {
    const { tag, examId } = await scoredCrowd(2000);
    await t.ctx.db.execute(
      sql`update exam_attempts set published_at = now() where exam_id = ${examId}::uuid`,
    );
    const pool = pgPool();
    const students = await pool.query<{ id: string }>(
      'select id from students where username like $1 order by id limit 20',
      [`${tag}%`],
    );
    const keys = students.rows.map((s, i) => ({ i, s: s.id, l: 10 }));
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE) ${FIRST_PAGES_SQL}`, [
      JSON.stringify(keys),
    ]);
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    const removed = [...plan.matchAll(/Rows Removed by Filter: (\d+)/g)].map((m) => Number(m[1]));
    expect(Math.max(0, ...removed), plan).toBeLessThan(10);
    expect(plan).toMatch(/Index Cond: \([^\n]*student_id = k\.s/);
  });
});
