import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer } from './support/server-process';

// biome-ignore lint/suspicious/noExplicitAny: JSON bodies read in assertions
const json = async (r: Response): Promise<any> => r.json();

// The start path of `npm start`, run from source: empty database -> migrations -> demo seed -> listen,
// the printed sign-ins, the demo accounts working over HTTP, and a clean stop on SIGTERM.
const dataDir = mkdtempSync(join(tmpdir(), 'lms-start-'));
let child: ChildProcess | undefined;
afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function startServer(env: Record<string, string>): Promise<{ port: number; output: () => string }> {
  const server = spawnServer({
    DATABASE_URL: '',
    REDIS_URL: '',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...env,
  });
  child = server.child;
  return { port: await server.ready, output: server.output };
}

describe('the server process', () => {
  it('seeds the demo institute on an empty database, prints the sign-ins, and stops cleanly', async () => {
    const { port, output } = await startServer({ DATA_DIR: dataDir });
    expect(output()).toContain('Demo institute seeded.');
    expect(output()).toContain('01710000001 / demo1234');
    const login = await fetch(`http://127.0.0.1:${port}/api/student/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: '8801710000001', password: 'demo1234' }),
    });
    expect(login.status).toBe(200);
    const sessionId = login.headers.get('sessionId')!;
    const profileOf = (session: string) =>
      fetch(`http://127.0.0.1:${port}/api/student/profile`, { headers: { authorization: session } }).then(
        json,
      );
    const profile = await profileOf(sessionId);
    expect(profile.data.groups).toHaveLength(1);
    const noGroup = await fetch(`http://127.0.0.1:${port}/api/student/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: '8801710000011', password: 'demo1234' }),
    });
    const s2 = noGroup.headers.get('sessionId')!;
    expect((await profileOf(s2)).data.groups).toEqual([]);
    const staff = await fetch(`http://127.0.0.1:${port}/api/staff/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin1234' }),
    });
    expect(staff.status).toBe(200);

    const exited = new Promise<number | null>((r) => child!.on('exit', (code) => r(code)));
    child!.kill('SIGTERM');
    expect(await exited).toBe(0);
    child = undefined;
  }, 120_000);

  it('keeps the data across a restart and does not seed twice', async () => {
    const { port, output } = await startServer({ DATA_DIR: dataDir });
    expect(output()).toContain('Demo institute (seeded earlier):');
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect((await json(res)).data.database).toBe('pglite');
    const exited = new Promise<number | null>((r) => child!.on('exit', (code) => r(code)));
    child!.kill('SIGINT');
    expect(await exited).toBe(0);
    child = undefined;
  }, 120_000);

  it('stops gracefully: readiness fails first, requests are still answered, then it exits 0', async () => {
    const { port } = await startServer({ DATA_DIR: dataDir, SHUTDOWN_DRAIN_MS: '3000' });
    const url = (path: string) => `http://127.0.0.1:${port}/api${path}`;
    expect((await fetch(url('/health/ready'))).status).toBe(200);
    // A sign-in (a slow password check) in flight when SIGTERM arrives is answered.
    const inFlight = fetch(url('/student/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: '8801710000001', password: 'demo1234' }),
    });
    const exited = new Promise<number | null>((r) => child!.on('exit', (code) => r(code)));
    child!.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    const ready = await fetch(url('/health/ready'));
    expect(ready.status).toBe(503);
    expect((await json(ready)).errors.code).toBe('stopping');
    const alive = await fetch(url('/health'));
    expect(alive.status).toBe(200);
    expect(alive.headers.get('connection')).toBe('close');
    expect(await exited).toBe(0);
    child = undefined;
  }, 120_000);

  it('refuses to start with DATABASE_URL but no APP_SECRET, naming it', async () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', APP_SECRET: '' };
    await expect(startServer(env)).rejects.toThrow(/APP_SECRET/);
    child = undefined;
  }, 60_000);
});
