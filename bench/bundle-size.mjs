#!/usr/bin/env node
// Measures the JavaScript a first visit to a sign-in page downloads, gzip-compressed: the student
// app's /login and the staff console's /staff/login.
//
// Loads each page in headless Chromium and records every JavaScript response, gzipping each body with
// zlib. By default it serves the built apps (apps/web/dist, apps/console/dist under /staff) itself with
// a tiny static server (SPA fallback, /api answered with 404); set BENCH_URL to measure a running
// server instead (e.g. BENCH_URL=http://127.0.0.1:3000).
//
// Env: BENCH_URL, CHROMIUM_PATH (default /usr/bin/chromium), BUDGET_KB (the student app's budget,
// default 150; exit 1 when over). Run `npm run build` first.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const dist = join(root, 'apps/web/dist');
const consoleDist = join(root, 'apps/console/dist');
const budgetKb = Number(process.env.BUDGET_KB ?? 150);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
};

/** A static server over dist with SPA fallback; /api answers 404 in the API's error shape. */
function serveDist() {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (path.startsWith('/api/') || path.startsWith('/socket.io')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ errors: { title: 'Not found', message: 'No API in the bundle benchmark' } }));
      return;
    }
    const [base, rest] = path.startsWith('/staff')
      ? [consoleDist, path.slice('/staff'.length)]
      : [dist, path];
    let file = normalize(join(base, rest));
    if (!file.startsWith(base) || !existsSync(file) || statSync(file).isDirectory())
      file = join(base, 'index.html');
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

async function measureInBrowser(baseUrl, pagePath, buttonName) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const pending = [];
    page.on('response', (response) => {
      const url = response.url();
      const type = response.headers()['content-type'] ?? '';
      if (!/\.m?js(\?|$)/.test(new URL(url).pathname) && !type.includes('javascript')) return;
      pending.push(response.body().then((body) => ({ url, raw: body.length, gzip: gzipSync(body).length })));
    });
    await page.goto(new URL(pagePath, baseUrl).href, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: buttonName, exact: true }).waitFor({ timeout: 15_000 });
    await page.waitForTimeout(500);
    return await Promise.all(pending);
  } finally {
    await browser.close();
  }
}

if (
  !process.env.BENCH_URL &&
  !(existsSync(join(dist, 'index.html')) && existsSync(join(consoleDist, 'index.html')))
) {
  console.error('apps/web/dist or apps/console/dist is missing: run `npm run build` first.');
  process.exit(2);
}
if (!existsSync(chromiumPath)) {
  console.error(`Chromium not found at ${chromiumPath} (set CHROMIUM_PATH).`);
  process.exit(2);
}

const server = process.env.BENCH_URL ? null : await serveDist();
const baseUrl = process.env.BENCH_URL ?? `http://127.0.0.1:${server.address().port}`;
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
/** Loads one sign-in page and prints its JavaScript; answers the gzip total in KB. */
async function report(label, pagePath, buttonName) {
  const files = await measureInBrowser(baseUrl, pagePath, buttonName);
  files.sort((a, b) => b.gzip - a.gzip);
  console.log(`\n${label} (${pagePath})\n    gzip KB     raw KB  file`);
  for (const f of files) console.log(`${kb(f.gzip)}    ${kb(f.raw)}  ${new URL(f.url).pathname}`);
  const totalGzip = files.reduce((sum, f) => sum + f.gzip, 0);
  const totalRaw = files.reduce((sum, f) => sum + f.raw, 0);
  console.log(
    `${label} sign-in page JavaScript: ${files.length} files, ${kb(totalRaw).trim()} KB raw, ${kb(totalGzip).trim()} KB gzip`,
  );
  return totalGzip / 1024;
}
try {
  const student = await report('Student app', '/login', 'Sign In');
  const staff = await report('Staff console', '/staff/login', 'Sign in');
  console.log(`TOTAL_GZIP_KB=${student.toFixed(1)}\nCONSOLE_GZIP_KB=${staff.toFixed(1)}`);
  if (student > budgetKb) {
    console.error(`The student app is over the budget of ${budgetKb} KB gzip.`);
    process.exitCode = 1;
  }
} finally {
  server?.close();
}
