// Migrations that bring rows stored before a wire-format change into the original client's format
// (items C43 and C25 of docs/COMPATIBILITY.md), run again on a database holding such rows: on PGlite
// and, in CI's second pass, on PostgreSQL.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/migrate';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Runs one migration file's statements again, as a database from before it would. */
async function runMigration(name: string): Promise<void> {
  const body = readFileSync(join(migrationsFolder(), name), 'utf8');
  for (const statement of body.split('--> statement-breakpoint'))
    if (statement.trim()) await t.ctx.database.runner.exec(statement);
}

it("C43: migration 0260 rewrites stored 'result' and 'question-solve' targets, and nothing else", async () => {
  await t.ctx.database.runner.exec(`
    INSERT INTO notifications (type, message, info, created_at) VALUES
      ('notification', 'r', '{"on":"result","id":"e1","examResultId":"r1"}', now()),
      ('notice', 'q', '{"on":"question-solve","id":"i1"}', now()),
      ('notice', 'l', '{"on":"lecture","id":"i2"}', now());
  `);
  await runMigration('0260_notification_targets.sql');
  const rows = await t.ctx.database.runner.query<{ message: string; info: Record<string, string> }>(
    "SELECT message, info FROM notifications WHERE message IN ('r', 'q', 'l') ORDER BY message",
  );
  expect(rows.map((r) => [r.message, r.info.on])).toEqual([
    ['l', 'lecture'],
    ['q', 'questionSolve'],
    ['r', 'exam'],
  ]);
  expect(rows.find((r) => r.message === 'r')!.info.examResultId).toBe('r1');
});

it('C25: migration 0281 turns stored HTML exam instructions into plain text; plain text is left as it is', async () => {
  await t.ctx.database.runner.exec(`
    INSERT INTO exams (title, instruction) VALUES
      ('html', '<p>Answer <b>all</b> questions &amp; use g = 9.8 m/s<sup>2</sup></p><ul><li>No calculators</li></ul>'),
      ('plain', 'Use $v = \\frac{d}{t}$ where needed. 3 < 4');
  `);
  await runMigration('0281_exam_instruction_plain_text.sql');
  const rows = await t.ctx.database.runner.query<{ title: string; instruction: string }>(
    "SELECT title, instruction FROM exams WHERE title IN ('html', 'plain') ORDER BY title",
  );
  expect(rows).toEqual([
    { title: 'html', instruction: 'Answer all questions & use g = 9.8 m/s$^{2}$\n\n• No calculators' },
    { title: 'plain', instruction: 'Use $v = \\frac{d}{t}$ where needed. 3 < 4' },
  ]);
});
