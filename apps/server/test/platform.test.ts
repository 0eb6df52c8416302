import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accountRoutes, brandingRoutes, healthRoutes } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { migrate } from '../src/db/migrate';
import { callRoute } from './support/call-route';
import { auth, staffSession } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('platform', () => {
  it('reports health with the database kind and the server time', async () => {
    const res = await callRoute(t.app, healthRoutes.health, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    });
    expect(Date.parse(String(res.headers['x-server-time']))).not.toBeNaN();
  });

  it('answers unknown routes and malformed JSON with the error envelope, never a 500', async () => {
    // Raw: a path that no route has is the point.
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors.title).toBe('Not found');
    const broken = await callRoute(
      t.app,
      accountRoutes.login,
      { body: '{"username":' as never }, // malformed JSON on purpose
      { headers: { 'content-type': 'application/json' } },
    );
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors.title).toBeTruthy();
    const wrongType = await callRoute(t.app, accountRoutes.login, {
      body: { username: 5, password: [] } as never,
    });
    expect(wrongType.statusCode).toBe(400);
  });

  it('serves OpenAPI documentation of the routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/student/login',
        '/api/student/otp/{phone}',
        '/api/staff/students/import',
      ]),
    );
  });

  it('serves branding publicly and lets only an admin change it', async () => {
    const before = (await callRoute(t.app, brandingRoutes.branding, {})).json().data;
    expect(before).toMatchObject({ name: 'Demo Coaching', versionLabel: 'v2.3.4' });
    const patch = { name: 'Udvash Academy', shortName: 'Udvash', primaryColor: '#aa2233' };
    const update = brandingRoutes.updateBranding;
    expect((await callRoute(t.app, update, { body: patch })).statusCode).toBe(401);
    const mentor = await staffSession(t.app, ['mentor']);
    expect((await callRoute(t.app, update, { body: patch }, { headers: auth(mentor) })).statusCode).toBe(403);
    const admin = await staffSession(t.app, ['admin']);
    const bad = await callRoute(t.app, update, { body: { primaryColor: 'red' } }, { headers: auth(admin) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.message).toContain('primaryColor');
    const ok = await callRoute(t.app, update, { body: patch }, { headers: auth(admin) });
    expect(ok.statusCode).toBe(200);
    const after = (await callRoute(t.app, brandingRoutes.branding, {})).json().data;
    expect(after).toMatchObject({ ...patch, versionLabel: 'v2.3.4' });
  });

  it('keeps the institute’s time zone and clock: Bangladesh on a 12-hour clock until an admin sets another', async () => {
    const before = (await callRoute(t.app, brandingRoutes.branding, {})).json().data;
    expect(before).toMatchObject({ timeZone: 'Asia/Dhaka', clock: '12h' });
    const update = brandingRoutes.updateBranding;
    const admin = await staffSession(t.app, ['admin']);
    const moderator = await staffSession(t.app, ['moderator']);
    const time = { timeZone: 'Asia/Kolkata', clock: '24h' } as const;
    expect((await callRoute(t.app, update, { body: time }, { headers: auth(moderator) })).statusCode).toBe(
      403,
    );
    for (const body of [{ timeZone: 'Asia/Nowhere' }, { timeZone: '' }, { clock: '13h' }]) {
      const bad = await callRoute(t.app, update, { body: body as never }, { headers: auth(admin) });
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await callRoute(t.app, brandingRoutes.branding, {})).json().data).toMatchObject(before);
    const ok = await callRoute(t.app, update, { body: time }, { headers: auth(admin) });
    expect(ok.statusCode).toBe(200);
    expect((await callRoute(t.app, brandingRoutes.branding, {})).json().data).toMatchObject({
      ...time,
      name: before.name,
    });
    await callRoute(
      t.app,
      update,
      { body: { timeZone: 'Asia/Dhaka', clock: '12h' } },
      { headers: auth(admin) },
    );
  });

  it('applies migrations once: running them again changes nothing', async () => {
    expect(await migrate(t.ctx.database.runner)).toEqual([]);
  });

  it('serves the web app with a history fallback, but not for API or asset paths', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(dist, 'logo.svg'), '<svg/>');
    const app = await buildApp({ ...t.ctx, config: { ...t.ctx.config, WEB_DIST: dist } });
    try {
      for (const url of ['/', '/login', '/live-exam/a/b']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('<title>app</title>');
      }
      expect((await app.inject({ method: 'GET', url: '/logo.svg' })).body).toBe('<svg/>');
      expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
      // Raw: a path that no route has is the point.
      expect((await app.inject({ method: 'GET', url: '/api/missing' })).json().errors.title).toBe(
        'Not found',
      );
    } finally {
      await app.close();
    }
  });
});
