import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { contrastRatio } from '@lms/domain';
import { brandingRoutes, staffRoutes } from '@lms/domain/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { callRoute } from './support/call-route';
import { auth, makeGroup, staffSession } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let app: FastifyInstance;
let dist: string;
const script = `export const answer = ${JSON.stringify('forty-two '.repeat(300))};\n`;
const picture = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

beforeAll(async () => {
  t = await createTestApp();
  // A built app as `vite build` writes it: each text file with its brotli and gzip copies beside it.
  dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  writeFileSync(join(dist, 'assets', 'photo-abc123.png'), picture);
  writeFileSync(join(dist, 'sw.js'), 'self.skipWaiting();');
  writeFileSync(join(dist, '.env'), 'SECRET=1');
  app = await buildApp({ ...t.ctx, config: { ...t.ctx.config, WEB_DIST: dist } });
});
afterAll(async () => {
  await app.close();
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const getAsset = (acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url: '/assets/index-abc123.js',
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

/** A request for a file of the built app, with the browser's headers. */
const request = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({ method, url, headers });

describe('the built app, precompressed', () => {
  it('sends the brotli copy to a browser that takes it, as JavaScript, cached for good', async () => {
    const res = await getAsset('gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy when brotli is not accepted, and the file itself when nothing is', async () => {
    const gz = await getAsset('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await getAsset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers a browser that holds the file with 304, and a HEAD with the headers alone', async () => {
    const first = await getAsset('br');
    expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
    const again = await request('/assets/index-abc123.js', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const head = await request('/assets/index-abc123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.rawPayload.length).toBe(0);
  });

  it('sends a file the build did not compress as it is, by its type, and a file outside assets/ never cached without asking', async () => {
    const res = await request('/assets/photo-abc123.png', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary ?? '').not.toMatch(/accept-encoding/i);
    expect(res.rawPayload).toEqual(picture);
    const worker = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.body).toBe('self.skipWaiting();');
  });

  it('finds no file the build did not write, no dot file, and no compressed copy by its own name', async () => {
    for (const url of ['/assets/missing-abc123.js', '/.env', '/assets/index-abc123.js.br'])
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/assets/%E0%A4%A.js' })).statusCode).toBe(400);
  });

  it('never caches index.html, so a deploy reaches every phone', async () => {
    const res = await app.inject({ method: 'GET', url: '/exams', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('API responses', () => {
  it('compresses a JSON answer over 1 KB for a client that accepts it', async () => {
    const admin = await staffSession(t.app);
    for (let i = 0; i < 30; i++) await makeGroup(t.ctx, `Compression group ${i} with a long enough name`);
    const call = (encoding?: string) =>
      callRoute(
        app,
        staffRoutes.listGroups,
        {},
        { headers: { ...auth(admin), ...(encoding ? { 'accept-encoding': encoding } : {}) } },
      );
    const br = await call('br, gzip');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const groups = JSON.parse(brotliDecompressSync(br.rawPayload).toString()).data;
    expect(groups.length).toBeGreaterThanOrEqual(30);
    const gzip = await call('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await call();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data).toEqual(groups);
  });

  it('leaves a small answer uncompressed', async () => {
    const res = await callRoute(app, brandingRoutes.branding, {}, { headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('the web app manifest', () => {
  it("is made from the branding: name, logo, standalone, and a readable shade of the institute's colour", async () => {
    const admin = await staffSession(t.app);
    const patch = {
      name: 'Udvash Academy',
      shortName: 'Udvash',
      primaryColor: '#ffcc00',
      logoUrl: '/brand.svg',
    };
    expect(
      (await callRoute(app, brandingRoutes.updateBranding, { body: patch }, { headers: auth(admin) }))
        .statusCode,
    ).toBe(200);
    const res = await callRoute(app, brandingRoutes.webManifest, {});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = res.json();
    expect(manifest).toMatchObject({
      name: 'Udvash Academy',
      short_name: 'Udvash',
      display: 'standalone',
      start_url: '/',
      icons: [{ src: '/brand.svg', sizes: 'any', type: 'image/svg+xml' }],
    });
    expect(manifest.theme_color).not.toBe('#ffcc00');
    expect(contrastRatio(manifest.theme_color, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});

describe("the student app's page", () => {
  const setLogo = async (logoUrl: string) => {
    const admin = await staffSession(t.app);
    const res = await callRoute(
      app,
      brandingRoutes.updateBranding,
      { body: { logoUrl } },
      { headers: auth(admin) },
    );
    expect(res.statusCode).toBe(200);
  };

  it("has the browser fetch the institute's logo with the page, on every path of the app", async () => {
    await setLogo('https://cdn.example.com/udvash/logo.png');
    for (const url of ['/', '/login', '/exams', '/live-exam/abc?group=1']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.link, url).toBe(
        '<https://cdn.example.com/udvash/logo.png>; rel=preload; as=image; fetchpriority=high',
      );
    }
    const root = await app.inject({ method: 'GET', url: '/' });
    expect(root.body).toContain('<title>app</title>');
    expect(root.headers['cache-control']).toBe('no-cache');
  });

  it('follows a change of the logo, and sends none for an address a header cannot carry', async () => {
    await setLogo('/uploads/new-logo.svg');
    expect((await app.inject({ method: 'GET', url: '/courses' })).headers.link).toBe(
      '</uploads/new-logo.svg>; rel=preload; as=image; fetchpriority=high',
    );
    await setLogo('/uploads/a,b.svg');
    const res = await app.inject({ method: 'GET', url: '/courses' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.link).toBeUndefined();
  });

  it('is not sent with the files of the app or with the API', async () => {
    await setLogo('/brand.svg');
    expect((await getAsset('br')).headers.link).toBeUndefined();
    expect((await callRoute(app, brandingRoutes.branding, {})).headers.link).toBeUndefined();
  });
});

describe("the student app's page with the institute in it", () => {
  const shellPage =
    '<!doctype html><title>app</title><div id="boot-shell"><span data-brand-logo="true" style="display: inline-block; height: 64px;"></span>' +
    '<div data-brand-name="true" style="min-height: 22px;"></div></div>';

  it('carries the logo and the name in its sign-in page, compressed once per version, revalidated by ETag', async () => {
    const own = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(own, 'index.html'), shellPage);
    const branded = await buildApp({ ...t.ctx, config: { ...t.ctx.config, WEB_DIST: own } });
    try {
      const admin = await staffSession(t.app);
      const brand = (body: object) =>
        callRoute(branded, brandingRoutes.updateBranding, { body }, { headers: auth(admin) });
      expect((await brand({ name: 'Udvash Academy', logoUrl: '/uploads/udvash.png' })).statusCode).toBe(200);
      const br = await branded.inject({
        method: 'GET',
        url: '/login',
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-type']).toMatch(/^text\/html/);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['cache-control']).toBe('no-cache');
      const html = brotliDecompressSync(br.rawPayload).toString();
      expect(html).toContain('src="/uploads/udvash.png"');
      expect(html).toContain('>Udvash Academy</div>');
      const gz = await branded.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
      expect(gunzipSync(gz.rawPayload).toString()).toBe(html);
      const plain = await branded.inject({ method: 'GET', url: '/courses' });
      expect(plain.body).toBe(html);

      // A phone that has the page asks whether it changed: not until the branding does.
      const etag = String(br.headers.etag);
      const again = await branded.inject({
        method: 'GET',
        url: '/login',
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect((await brand({ name: 'Udvash & Unmesh' })).statusCode).toBe(200);
      const changed = await branded.inject({
        method: 'GET',
        url: '/login',
        headers: { 'if-none-match': etag },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.body).toContain('>Udvash &amp; Unmesh</div>');
      expect(changed.headers.etag).not.toBe(etag);
    } finally {
      await branded.close();
      rmSync(own, { recursive: true, force: true });
    }
  });
});

describe('/favicon.ico', () => {
  it("redirects to the institute's logo from the branding, so no page load logs a 404", async () => {
    const { logoUrl } = (await callRoute(app, brandingRoutes.branding, {})).json().data;
    const res = await app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(logoUrl);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    // Other missing files are still a 404.
    expect((await app.inject({ method: 'GET', url: '/missing.ico' })).statusCode).toBe(404);
  });

  it("is the built app's own favicon.ico when it has one", async () => {
    const own = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(own, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(own, 'favicon.ico'), 'icon');
    const withIcon = await buildApp({ ...t.ctx, config: { ...t.ctx.config, WEB_DIST: own } });
    try {
      const res = await withIcon.inject({ method: 'GET', url: '/favicon.ico' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('icon');
    } finally {
      await withIcon.close();
      rmSync(own, { recursive: true, force: true });
    }
  });
});
