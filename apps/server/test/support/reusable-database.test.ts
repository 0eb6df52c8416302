import { describe, expect, it } from 'vitest';
import { createTestApp, onPostgres, type TestApp } from './test-app';

const optOuts = async (t: TestApp) =>
  (await t.ctx.database.runner.query<{ phone: string }>('SELECT phone FROM sms_opt_outs')).map(
    (r) => r.phone,
  );

const addOptOut = (t: TestApp, phone: string) =>
  t.ctx.database.runner.exec(`INSERT INTO sms_opt_outs (phone, created_at) VALUES ('${phone}', now())`);

describe('test databases handed from app to app', () => {
  it('reach the next app of the worker empty, with none of the last one’s rows', async () => {
    const first = await createTestApp();
    const db = first.ctx.database.db;
    await addOptOut(first, '8801710000001');
    await first.close();

    const second = await createTestApp();
    // The same database (a worker's file runs one app at a time here), emptied.
    expect(second.ctx.database.db).toBe(db);
    expect(await optOuts(second)).toEqual([]);
    await addOptOut(second, '8801710000002');
    expect(await optOuts(second)).toEqual(['8801710000002']);
    await second.close();
  });

  it('are not handed on when a test changed their tables', async () => {
    const first = await createTestApp();
    const db = first.ctx.database.db;
    await first.ctx.database.runner.exec('ALTER TABLE sms_opt_outs ADD COLUMN extra text');
    await first.close();

    const second = await createTestApp();
    expect(second.ctx.database.db).not.toBe(db);
    const columns = await second.ctx.database.runner.query<{ name: string }>(
      `SELECT attname AS name FROM pg_attribute
       WHERE attrelid = 'sms_opt_outs'::regclass AND attnum > 0 AND NOT attisdropped`,
    );
    expect(columns.map((c) => c.name)).not.toContain('extra');
    await second.close();
  });

  // On PostgreSQL the test app drops its jobs schema through the closed pool, so this runs on PGlite.
  it.skipIf(onPostgres)('are closed for good when a test closes them itself', async () => {
    const first = await createTestApp();
    const db = first.ctx.database.db;
    await first.ctx.database.close();
    first.ctx.database.close = async () => undefined;
    await first.close();

    const second = await createTestApp();
    expect(second.ctx.database.db).not.toBe(db);
    expect(await optOuts(second)).toEqual([]);
    await second.close();
  });
});
