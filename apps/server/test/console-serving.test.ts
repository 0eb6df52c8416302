import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from '../src/plugins/web-app';

let app: FastifyInstance;
let dir: string;

function fakeDist(name: string, title: string): string {
  const root = join(dir, name);
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), `<title>${title}</title>`);
  writeFileSync(join(root, 'assets', `${name}-abc.js`), `// ${name}`);
  return root;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lms-dist-'));
  app = Fastify();
  await registerWebApp(app, fakeDist('web', 'Student portal'), {
    consoleRoot: fakeDist('console', 'Staff console'),
  });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('serving the staff console at /staff', () => {
  it('answers its index.html for /staff and any deep link under it, never cached', async () => {
    for (const url of ['/staff', '/staff/', '/staff/login', '/staff/students?page=2', '/staff/a/b']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('Staff console');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves its hashed assets for a year, and a missing file is a 404', async () => {
    const asset = await get('/staff/assets/console-abc.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/staff/assets/missing.js')).statusCode).toBe(404);
  });

  it('leaves the student app as it was', async () => {
    expect((await get('/login')).body).toContain('Student portal');
    expect((await get('/staffroom')).body).toContain('Student portal');
    expect((await get('/assets/web-abc.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });
});
