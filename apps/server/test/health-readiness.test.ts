import { healthRoutes } from '@lms/domain/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { callRoute } from './support/call-route';
import { createTestApp, onPostgres, type TestApp } from './support/test-app';

let t: TestApp;
afterEach(() => t.close());

describe('GET /api/health/ready', { timeout: 90_000 }, () => {
  it('is 200 while the node takes traffic, and 503 with the reason once it is stopping', async () => {
    t = await createTestApp();
    const up = await callRoute(t.app, healthRoutes.ready, {});
    expect(up.statusCode).toBe(200);
    expect(up.json().data).toEqual(expect.objectContaining({ status: 'ready' }));
    expect(up.headers.connection).not.toBe('close');

    t.ctx.lifecycle.beginStopping();
    const down = await callRoute(t.app, healthRoutes.ready, {});
    expect(down.statusCode).toBe(503);
    expect(down.json().errors).toEqual(expect.objectContaining({ title: 'Shutting down', code: 'stopping' }));
    // Liveness still holds, and every answer now asks the client to reconnect (to another node).
    const alive = await callRoute(t.app, healthRoutes.health, {});
    expect(alive.statusCode).toBe(200);
    expect(alive.headers.connection).toBe('close');
  });

  // On PostgreSQL the test app drops its schema through that same closed pool, so this runs on PGlite.
  it.skipIf(onPostgres)('is 503 when the database does not answer', async () => {
    t = await createTestApp();
    await t.ctx.database.close();
    const res = await callRoute(t.app, healthRoutes.ready, {});
    expect(res.statusCode).toBe(503);
    expect(res.json().errors).toEqual(expect.objectContaining({ title: 'Database unavailable' }));
    // close() below closes the database again: reopen nothing, just make the second close harmless.
    t.ctx.database.close = async () => undefined;
  });
});
