// Migration 0260 (item C43 of docs/COMPATIBILITY.md): notifications stored before it open in the original client.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';

let db: Awaited<ReturnType<typeof openDatabase>>;
beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory://' });
});
afterAll(async () => {
  await db.close();
});

it("C43: migration 0260 rewrites stored 'result' and 'question-solve' targets, and nothing else", async () => {
  expect(await migrate(db.runner)).toContain('0260_notification_targets.sql');
  // A database from before the change: the rows are there, the migration not yet applied.
  await db.runner.exec(`
    INSERT INTO notifications (type, message, info, created_at) VALUES
      ('notification', 'r', '{"on":"result","id":"e1","examResultId":"r1"}', now()),
      ('notice', 'q', '{"on":"question-solve","id":"i1"}', now()),
      ('notice', 'l', '{"on":"lecture","id":"i2"}', now());
    DELETE FROM schema_migrations WHERE name = '0260_notification_targets.sql';
  `);
  expect(await migrate(db.runner)).toEqual(['0260_notification_targets.sql']);
  const rows = await db.runner.query<{ message: string; info: Record<string, string> }>(
    'SELECT message, info FROM notifications ORDER BY message',
  );
  expect(rows.map((r) => [r.message, r.info.on])).toEqual([
    ['l', 'lecture'],
    ['q', 'questionSolve'],
    ['r', 'exam'],
  ]);
  expect(rows.find((r) => r.message === 'r')!.info.examResultId).toBe('r1');
});
