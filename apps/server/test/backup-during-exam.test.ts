import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { liveExamWorld, startedSitters } from './exams-fixtures';
import { answerSaver, answerTo } from './exams-student-calls';
import { canRunPostgres, type PrivatePostgres, startPrivatePostgres } from './support/private-postgres';
import { createTestApp, type TestApp } from './support/test-app';

// A backup taken while students save answers, then the database wiped and restored with the
// operator's commands: every answer acknowledged before the backup started is there, and the
// restored answers are the ones the students sent (none made up, none from after the backup).
const run = promisify(execFile);
const root = join(import.meta.dirname, '..', '..', '..');
const work = mkdtempSync(join(tmpdir(), 'lms-backup-exam-'));
const SITTERS = 40;
let pg: PrivatePostgres | undefined;
let t: TestApp | undefined;
afterAll(async () => {
  await t?.close().catch(() => {});
  pg?.remove();
  rmSync(work, { recursive: true, force: true });
});

async function npmRun(script: 'backup' | 'restore', file: string, url: string) {
  const { stdout } = await run('npm', ['run', '--silent', script, '--', file], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url },
  });
  return stdout;
}

/** One save as the student sent it, and when (ms on this process's clock) it was acknowledged. */
interface Save {
  answer: string[];
  timestamp: number;
  sentAt: number;
  ackedAt?: number;
}

// It brings its own PostgreSQL, so it runs once: in the pass without DATABASE_URL (`npm test`).
describe.skipIf(Boolean(process.env.DATABASE_URL) || !canRunPostgres())('backup during an exam', () => {
  it('restores every answer acknowledged before the backup started', async () => {
    pg = startPrivatePostgres();
    const app = await createTestApp({ DATABASE_URL: pg.url, RATE_LIMITS_OFF: '1', LOG_LEVEL: 'warn' });
    t = app;
    const [current] = await app.ctx.database.runner.query<{ schema: string }>(
      'SELECT current_schema() AS schema',
    );
    const schema = current!.schema;
    const w = await liveExamWorld(app);
    const sitters = await startedSitters(app, w, SITTERS);
    const save = answerSaver(app);
    const target = answerTo(w.examId, w.groupId);
    const mcq = w.questionIds[0]!;
    const checkbox = w.questionIds[1]!;
    const choices: Record<string, string[][]> = {
      [mcq]: [['3'], ['4'], ['5'], ['6']],
      [checkbox]: [['2'], ['2', '3'], ['4', '9'], ['3']],
    };
    // The server's clock stands still in tests: times before it are taken as sent, one per save.
    let clientTime = app.clock.now().getTime() - 3_600_000;
    const saves = new Map<string, Save[]>();
    let acked = 0;
    let stop = false;

    const saver = async (s: (typeof sitters)[number], index: number) => {
      for (let round = 0; !stop; round++) {
        for (const questionId of [mcq, checkbox]) {
          const sent: Save = {
            answer: choices[questionId]![(round + index) % 4]!,
            timestamp: ++clientTime,
            sentAt: performance.now(),
          };
          const key = `${s.attemptId}:${questionId}`;
          saves.set(key, [...(saves.get(key) ?? []), sent]);
          const res = await save(target, s.session, {
            questionId,
            answer: sent.answer,
            timestamp: sent.timestamp,
          });
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          expect(res.body.data.latest).toBe(true);
          sent.ackedAt = performance.now();
          acked++;
        }
      }
    };
    const running = Promise.all(sitters.map(saver)).catch((error) => {
      stop = true;
      throw error;
    });

    while (acked < 200 && !stop) await new Promise((r) => setTimeout(r, 20));
    expect(stop, 'a save failed before the backup').toBe(false);
    const file = join(work, 'during-exam.dump');
    const backupStartedAt = performance.now();
    expect(await npmRun('backup', file, pg.url)).toContain('Backed up');
    const backupEndedAt = performance.now();
    await new Promise((r) => setTimeout(r, 300));
    stop = true;
    await running;
    const all = [...saves.values()].flat();
    // The students really were saving while the backup ran.
    expect(
      all.filter((x) => x.ackedAt! > backupStartedAt && x.ackedAt! < backupEndedAt).length,
    ).toBeGreaterThan(20);

    // Stop the server and wipe its data (the whole schema), then restore.
    await app.close();
    t = undefined;
    expect(await npmRun('restore', file, pg.url)).toContain('Restored');

    const database = await openDatabase({ url: pg.url, schemaName: schema });
    try {
      const rows = await database.runner.query<{
        attempt_id: string;
        question_id: string;
        answer: string[];
        client_ts: string;
      }>('SELECT attempt_id, question_id, answer, client_ts FROM exam_answers');
      const restored = new Map(rows.map((r) => [`${r.attempt_id}:${r.question_id}`, r]));
      let checked = 0;
      for (const [key, list] of saves) {
        const before = list.filter((x) => x.ackedAt! < backupStartedAt);
        const row = restored.get(key);
        if (before.length === 0) continue;
        checked++;
        const last = before.at(-1)!;
        expect(row, `acknowledged before the backup: ${key}`).toBeDefined();
        // The restored answer is that save or a later one of the same key, sent before the backup ended.
        const match = list.find((x) => x.timestamp === Number(row!.client_ts));
        expect(match, `restored answer of ${key} is one the student sent`).toBeDefined();
        expect(match!.timestamp).toBeGreaterThanOrEqual(last.timestamp);
        expect(match!.sentAt).toBeLessThan(backupEndedAt);
        expect(row!.answer).toEqual(match!.answer);
      }
      expect(checked).toBeGreaterThanOrEqual(50);
      await database.runner.exec(`DROP SCHEMA "${schema}" CASCADE`);
    } finally {
      await database.close();
    }
  }, 300_000);
});
