import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { accountRoutes, healthRoutes, uploadRoutes } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { inlineScriptHashes, webAppScriptHashes } from '../src/plugins/web-app';
import { callRoute } from './support/call-route';
import { createTestApp, type TestApp } from './support/test-app';

const EVIL = 'https://evil.example';
const OURS = 'https://students.example.org';

function portOf(t: TestApp): number {
  const address = t.app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/** The socket.io polling handshake as a browser page on `origin` would send it: status and headers. */
function socketHandshake(t: TestApp, origin: string): Promise<{ status: number; allowOrigin?: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: portOf(t),
        path: '/socket.io/?EIO=4&transport=polling',
        headers: { origin },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            allowOrigin: res.headers['access-control-allow-origin'] as string | undefined,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const preflight = (t: TestApp, origin: string) =>
  t.app.inject({
    // A preflight: OPTIONS is no method of the table, so the path comes from the login route.
    method: 'OPTIONS',
    url: `/api${accountRoutes.login.path}`,
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,authorization',
    },
  });
const health = (t: TestApp, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  callRoute(t.app, healthRoutes.health, {}, { headers, remoteAddress });

/** The CSP of an answer, directive name to its sources. */
function cspDirectives(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

// The directives by which the app loads stored files, from a store or the asset host.
const FILE_DIRECTIVES = ['img-src', 'media-src', 'connect-src', 'frame-src'];

describe('security headers and CORS by default (same origin only)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUSTED_PROXIES: '10.0.0.1' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends a CSP without inline script and no framing, nosniff and no referrer', async () => {
    const res = await health(t);
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('sends them on refusals too: no session (401), a bad body (400), no such route (404)', async () => {
    const answers = [
      await t.app.inject({ method: 'PATCH', url: '/api/exam/add-answer/x/group/y', payload: {} }),
      await callRoute(t.app, accountRoutes.login, { body: { username: '', password: '' } as never }),
      await t.app.inject({ method: 'GET', url: '/api/no-such-route' }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([401, 400, 404]);
    for (const res of answers) {
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
    }
  });

  it('loads files from this origin and https origins only: no plain-http store is listed', async () => {
    const csp = cspDirectives((await health(t)).headers['content-security-policy']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(csp['connect-src']).toEqual(["'self'", 'https:']);
    for (const name of FILE_DIRECTIVES) expect(csp[name]!.join(' '), name).not.toContain('http://');
  });

  it('sends HSTS only for requests that came over TLS through a trusted proxy', async () => {
    expect((await health(t)).headers['strict-transport-security']).toBeUndefined();
    const untrusted = await health(t, { 'x-forwarded-proto': 'https' }, '192.0.2.9');
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
    const tls = await health(t, { 'x-forwarded-proto': 'https' }, '10.0.0.1');
    expect(tls.headers['strict-transport-security']).toContain('max-age=');
  });

  it('lets the app frame its own stored files, which never run script', async () => {
    const res = await callRoute(t.app, uploadRoutes.getFile, { params: { '*': 'none/x.pdf' } });
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'none'");
  });

  it('gives another origin no CORS headers on the API, on a preflight or on the socket handshake', async () => {
    expect((await health(t, { origin: EVIL })).headers['access-control-allow-origin']).toBeUndefined();
    expect((await preflight(t, EVIL)).headers['access-control-allow-origin']).toBeUndefined();
    const handshake = await socketHandshake(t, EVIL);
    expect(handshake.allowOrigin).toBeUndefined();
    expect(handshake.status).toBe(403);
    // the page served by this server itself still connects
    expect((await socketHandshake(t, `http://127.0.0.1:${portOf(t)}`)).status).toBe(200);
  });
});

describe('CORS with CORS_ORIGINS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CORS_ORIGINS: `${OURS}, https://staff.example.org` });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a listed origin on the API, the preflight and the socket handshake', async () => {
    expect((await health(t, { origin: OURS })).headers['access-control-allow-origin']).toBe(OURS);
    const pre = await preflight(t, OURS);
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe(OURS);
    const handshake = await socketHandshake(t, OURS);
    expect(handshake.status).toBe(200);
    expect(handshake.allowOrigin).toBe(OURS);
  });

  it('still refuses any other origin', async () => {
    expect((await health(t, { origin: EVIL })).headers['access-control-allow-origin']).toBeUndefined();
    expect((await preflight(t, EVIL)).headers['access-control-allow-origin']).toBeUndefined();
    expect((await socketHandshake(t, EVIL)).allowOrigin).toBeUndefined();
  });

  it('refuses * and anything that is not an origin in the setting', () => {
    for (const bad of ['*', 'https://a.example/', 'students.example.org']) {
      expect(() => loadConfig({ APP_SECRET: 'x'.repeat(20), CORS_ORIGINS: bad })).toThrow(/CORS_ORIGINS/);
    }
  });
});

describe.each([
  { style: 'path-style', force: '1', endpoint: 'http://127.0.0.1:9000', store: 'http://127.0.0.1:9000' },
  {
    style: 'virtual-hosted',
    force: '0',
    endpoint: 'http://store.internal:9000',
    store: 'http://lms-files.store.internal:9000',
  },
])('the CSP with files in a plain-http S3-compatible store ($style)', ({ force, endpoint, store }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      S3_BUCKET: 'lms-files',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: force,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets pictures, media, frames and the service worker load from where a file read is redirected', async () => {
    const read = await callRoute(t.app, uploadRoutes.getFile, { params: { '*': 'uploads/a/picture.png' } });
    expect(read.statusCode).toBe(302);
    expect(new URL(String(read.headers.location)).origin).toBe(store);
    const csp = cspDirectives((await health(t)).headers['content-security-policy']);
    for (const name of FILE_DIRECTIVES) expect(csp[name], name).toContain(store);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
  });
});

describe('the web app runs no inline script the CSP does not list', () => {
  const web = join(import.meta.dirname, '../../web');
  const inlineScripts = (html: string) =>
    [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
      ([, attrs, body]) => !/\bsrc=/.test(attrs ?? '') && (body ?? '').trim() !== '',
    );
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it('in index.html: none', () => {
    expect(inlineScripts(readFileSync(join(web, 'index.html'), 'utf8'))).toEqual([]);
  });

  it('lists the hash of each inline script of a page, and none of an external one', () => {
    const html =
      '<head><script>var a=1</script><script type="module" src="/x.js"></script></head><body><script>b()</script></body>';
    expect(inlineScriptHashes(html)).toEqual([sha256('var a=1'), sha256('b()')]);
  });

  it.skipIf(!existsSync(join(web, 'dist/index.html')))(
    'in the built app: the boot script, listed by its hash',
    () => {
      const html = readFileSync(join(web, 'dist/index.html'), 'utf8');
      const scripts = inlineScripts(html);
      expect(scripts).toHaveLength(1);
      expect(webAppScriptHashes(join(web, 'dist'))).toEqual([sha256(scripts[0]![2]!)]);
      expect(html).not.toMatch(/\son[a-z]+=/i);
    },
  );
});
