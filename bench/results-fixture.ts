// One exam with many scored attempts, built in SQL (generate_series) for the Results benchmarks:
// QUESTIONS questions (80% MCQ, 10% checkbox, 10% MCA, one mark each), ATTEMPTS students in one group
// (in 4 branches), ~93% of the (attempt, question) pairs answered, plus 5% of students never started.

import type { SqlRunner } from '../apps/server/src/db/client';

export const BENCH_EXAM = '00000000-0000-4000-8000-0000000000e1';
export const BENCH_GROUP = '00000000-0000-4000-8000-000000000001';

/** Builds the exam and its attempts; answers how long it took (ms). */
export async function buildResultsFixture(
  sql: SqlRunner,
  attempts: number,
  questions: number,
): Promise<number> {
  const mcq = Math.round(questions * 0.8);
  const checkbox = Math.round(questions * 0.9);
  const absent = Math.round(attempts * 0.05);
  const start = performance.now();
  await sql.exec(`
  insert into groups (id, name) values ('${BENCH_GROUP}', 'Bench');
  insert into branches (id, name)
    select ('30000000-0000-4000-8000-' || lpad(b::text, 12, '0'))::uuid, 'Branch ' || b from generate_series(1, 4) b;
  insert into exams (id, title) values ('${BENCH_EXAM}', 'Bench exam');
  insert into questions (id, type, title, options, answer, point)
    select ('00000000-0000-4000-8000-' || lpad(q::text, 12, '0'))::uuid,
      case when q <= ${mcq} then 'MCQ' when q <= ${checkbox} then 'checkbox' else 'MCA' end,
      'Question ' || q, array['A', 'B', 'C', 'D'],
      case when q <= ${mcq} then array['A'] when q <= ${checkbox} then array['A', 'B'] else array['true', 'false', 'true', 'false'] end,
      1
    from generate_series(1, ${questions}) q;
  insert into exam_questions (exam_id, question_id, position, point)
    select '${BENCH_EXAM}', ('00000000-0000-4000-8000-' || lpad(q::text, 12, '0'))::uuid, q - 1, 1
    from generate_series(1, ${questions}) q;
  insert into exam_assignments (exam_id, group_id, starts_at, ends_at, duration)
    values ('${BENCH_EXAM}', '${BENCH_GROUP}', now() - interval '2 hours', now() - interval '1 hour', 60);
  insert into students (id, name, sid, username, code, branch_id)
    select ('10000000-0000-4000-8000-' || lpad(s::text, 12, '0'))::uuid, 'S' || s, s::text, '8801' || lpad(s::text, 9, '0'), s::text,
      ('30000000-0000-4000-8000-' || lpad((1 + s % 4)::text, 12, '0'))::uuid
    from generate_series(1, ${attempts + absent}) s;
  insert into group_members (group_id, student_id)
    select '${BENCH_GROUP}', ('10000000-0000-4000-8000-' || lpad(s::text, 12, '0'))::uuid
    from generate_series(1, ${attempts + absent}) s;
  insert into exam_attempts (id, exam_id, group_id, student_id, seed, started_at, deadline_at, submitted_at, scored_at,
      marks_obtained, without_gpa, negative_marks, total_marks, passed, pending)
    select ('20000000-0000-4000-8000-' || lpad(s::text, 12, '0'))::uuid, '${BENCH_EXAM}',
      '${BENCH_GROUP}', ('10000000-0000-4000-8000-' || lpad(s::text, 12, '0'))::uuid, 'x',
      now(), now(), now(), now(), (s * 7919 % 31) - 1, (s * 7919 % 31) - 1, 0, ${questions}, (s * 7919 % 31) >= 12, 0
    from generate_series(1, ${attempts}) s;
  insert into exam_answers (attempt_id, question_id, answer, extra, client_ts, received_at, version)
    select ('20000000-0000-4000-8000-' || lpad(s::text, 12, '0'))::uuid,
      ('00000000-0000-4000-8000-' || lpad(q::text, 12, '0'))::uuid,
      case when q <= ${mcq} then jsonb_build_array((array['A', 'B', 'C', 'D'])[1 + (s * q) % 4])
           when q <= ${checkbox} then case when (s + q) % 3 = 0 then '["A"]'::jsonb else '["A", "B"]'::jsonb end
           else '["true", "true", "true", "N"]'::jsonb end,
      '[]'::jsonb, 0, now(), 1
    from generate_series(1, ${attempts}) s, generate_series(1, ${questions}) q
    where (s + q) % 15 <> 0;
  analyze;
`);
  return performance.now() - start;
}

/** The median time (ms) of `runs` runs after one warm-up. */
export async function median(runs: number, run: () => Promise<unknown>): Promise<number> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}
