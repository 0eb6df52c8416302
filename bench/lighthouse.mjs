#!/usr/bin/env node
// Lighthouse (mobile, its default simulated throttling) on the student app's /login and, signed in as
// the demo student, /courses: performance, accessibility and best-practices scores, FCP and LCP,
// the median of RUNS runs each. The floor, measured in the same run with the same settings, is a
// plain HTML page with one line of text served by a bare Node server: what the machine and the
// throttling alone cost.
//
// Starts the built server (apps/server/dist/main.js) on a free port with a fresh data directory (the
// demo institute is seeded), and Debian's Chromium. Run `npm run build` first.
// Env: CHROMIUM_PATH (default /usr/bin/chromium), RUNS (default 3).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const runs = Number(process.env.RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const categories = ['performance', 'accessibility', 'best-practices'];

function freePort() {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

async function startApp() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'lms-lighthouse-'));
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RATE_LIMITS_OFF: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/branding`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 1000));
  }
  return {
    base,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function startFloor() {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title><meta name="description" content="floor"></head><body><h1>Floor</h1></body></html>';
  const server = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html),
  );
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({ url: `http://127.0.0.1:${server.address().port}/`, stop: () => server.close() }),
    ),
  );
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function audit(port, url) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    // Keep the signed-in session (and the installed app) of the student.
    disableStorageReset: true,
  });
  return {
    ...Object.fromEntries(categories.map((c) => [c, Math.round(lhr.categories[c].score * 100)])),
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    si: lhr.audits['speed-index'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
  };
}

const app = await startApp();
const floor = await startFloor();
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const results = {};
  const measure = async (name, url) => {
    results[name] = [];
    for (let i = 0; i < runs; i++) results[name].push(await audit(chrome.port, url));
  };
  await measure('floor', floor.url);
  await measure('/login', `${app.base}/login`);
  // Sign the demo student in, in the same browser, then audit /courses.
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${app.base}/login`);
  await page.getByLabel('Mobile number').fill('01710000001');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/$/);
  await page.waitForTimeout(3000);
  await page.close();
  await measure('/courses', `${app.base}/courses`);
  await browser.close().catch(() => {});

  const floorFcp = median(results.floor.map((r) => r.fcp));
  const floorLcp = median(results.floor.map((r) => r.lcp));
  console.log(`Lighthouse ${runs} runs each, mobile default throttling; medians`);
  console.log('page | performance | accessibility | best practices | FCP ms (x floor) | LCP ms (x floor)');
  for (const [name, list] of Object.entries(results)) {
    const m = (key) => median(list.map((r) => r[key]));
    console.log(
      `${name} | ${m('performance')} | ${m('accessibility')} | ${m('best-practices')} | ${Math.round(m('fcp'))} (${(m('fcp') / floorFcp).toFixed(2)}) | ${Math.round(m('lcp'))} (${(m('lcp') / floorLcp).toFixed(2)})`,
    );
    console.log(
      `  runs: ${JSON.stringify(list.map((r) => [r.performance, r.accessibility, r['best-practices']]))}`,
    );
    console.log(
      `  speed index ${Math.round(m('si'))} ms, total blocking time ${Math.round(m('tbt'))} ms, layout shift ${m('cls').toFixed(3)}; LCP element ${list[0].lcpElement ?? '-'}`,
    );
  }
} finally {
  await chrome.kill();
  floor.stop();
  app.stop();
}
