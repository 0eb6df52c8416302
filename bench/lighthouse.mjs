#!/usr/bin/env node
// Lighthouse (mobile, its default simulated throttling: slow 4G, 4x slower CPU) on the student app:
// /login, then, signed in as the demo student, /courses, My Exams (/exams), the demo's live exam
// (/live-exam/…) and the demo's finished exam's result (/result/…). Each page twice:
// - cold: Lighthouse's defaults, storage reset (service workers, Cache Storage and the HTTP cache
//   cleared; cookies, localStorage and IndexedDB kept, so the session stays): a first visit. These
//   are the headline figures.
// - repeat: `disableStorageReset`, so the installed service worker and the HTTP cache serve the app
//   shell: a student's next visit.
// The median of RUNS runs of each. The floor, measured in the same run with the same settings, is a
// plain HTML page with one line of text served by a bare Node server: what the machine and the
// throttling alone cost. The load average is printed with each page (the machine may be shared).
//
// Starts the built server (apps/server/dist/main.js) on a free port with a fresh data directory (the
// demo institute is seeded), and Debian's Chromium. Run `npm run build` first.
// Env: CHROMIUM_PATH (default /usr/bin/chromium), RUNS (default 3), MODES (default "cold,repeat"),
// PAGES (a comma-separated subset of floor,/login,/courses,/exams,live-exam,result; default all),
// LHR_DIR (if set, each run's full Lighthouse report is written there as JSON).
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { openLiveExam, signInDemoStudent, startFloor } from './student-browser.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const runs = Number(process.env.RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const modes = (process.env.MODES ?? 'cold,repeat').split(',');
const wanted = process.env.PAGES?.split(',');
const lhrDir = process.env.LHR_DIR;
const categories = ['performance', 'accessibility', 'best-practices'];
const LIVE_EXAM = 'Weekly Live Test: Science';
const FINISHED_EXAM = 'Monthly Exam: Physics and Mathematics';

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
  // The embedded database and its seeded demo, whatever the shell has exported: with DATABASE_URL the
  // server would open that database instead, and no demo student might be there to sign in as.
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...env } = process.env;
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RATE_LIMITS_OFF: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  let up = false;
  for (let i = 0; i < 300 && !up && child.exitCode === null; i++) {
    try {
      up = (await fetch(`${base}/api/branding`)).ok;
    } catch {}
    if (!up) await new Promise((r) => setTimeout(r, 1000));
  }
  if (!up) {
    child.kill('SIGTERM');
    throw new Error(
      `the server did not come up on ${base} (exit code ${child.exitCode}); run npm run build first`,
    );
  }
  return {
    base,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const FLOOR_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title><meta name="description" content="floor"></head><body><h1>Floor</h1></body></html>';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

let reportCount = 0;

async function audit(port, url, mode, name) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    // The repeat visit keeps the service worker and the HTTP cache; the cold one is Lighthouse's default.
    disableStorageReset: mode === 'repeat',
  });
  if (lhrDir) {
    mkdirSync(lhrDir, { recursive: true });
    const file = `${String(++reportCount).padStart(2, '0')}-${name.replace(/\W+/g, '_')}-${mode}.json`;
    writeFileSync(join(lhrDir, file), JSON.stringify(lhr));
  }
  return {
    lighthouseVersion: lhr.lighthouseVersion,
    ...Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)])),
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    si: lhr.audits['speed-index'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
  };
}

/** Signs the demo student in (in the audited browser) and finds the demo's live exam and result pages. */
async function signInAndFindExams(browser, base) {
  const page = await browser.contexts()[0].newPage();
  await signInDemoStudent(page, base);
  await page.goto(`${base}/exams`);
  await page.getByRole('tab', { name: 'Live Exam' }).click();
  await page.getByRole('combobox', { name: 'Exams to show' }).click();
  await page.locator('.ant-select-dropdown').getByText('Previous Exams', { exact: true }).click();
  await page
    .getByRole('article', { name: FINISHED_EXAM })
    .getByRole('button', { name: 'View Result' })
    .click();
  await page.waitForURL(/\/result\/[\w-]+\/[\w-]+$/);
  const result = new URL(page.url()).pathname;
  const liveExam = await openLiveExam(page, base, LIVE_EXAM);
  // Let the service worker install and take the page, as after a student's first session.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForTimeout(3000);
  await page.close();
  return { liveExam, result };
}

const chromiumVersion = execFileSync(chromePath, ['--version'], {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'ignore'],
}).trim();
const app = await startApp();
const floor = await startFloor(FLOOR_HTML);
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
const wants = (name) => !wanted || wanted.includes(name);
try {
  /** page -> mode -> { load, list } */
  const results = {};
  const measure = async (name, url) => {
    if (!wants(name)) return;
    results[name] = {};
    for (const mode of modes) {
      const load = loadavg()[0];
      const all = [];
      for (let i = 0; i < runs; i++) all.push(await audit(chrome.port, url, mode, name));
      // A run Lighthouse could not finish (no score, no TBT) is counted, not taken into the medians.
      const list = all.filter((r) => r.performance > 0 && Number.isFinite(r.tbt));
      results[name][mode] = { load, list: list.length ? list : all, failed: all.length - list.length };
    }
  };
  await measure('floor', floor.url);
  await measure('/login', `${app.base}/login`);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const exams = await signInAndFindExams(browser, app.base);
  await measure('/courses', `${app.base}/courses`);
  await measure('/exams', `${app.base}/exams`);
  await measure('live-exam', `${app.base}${exams.liveExam}`);
  await measure('result', `${app.base}${exams.result}`);
  await browser.close().catch(() => {});

  const any = Object.values(results)[0];
  const lighthouseVersion = any ? Object.values(any)[0].list[0].lighthouseVersion : '?';
  console.log(
    `${new Date().toISOString()}: Lighthouse ${lighthouseVersion}, ${chromiumVersion}; mobile, default simulated throttling; ${runs} runs each, medians`,
  );
  console.log(
    'cold = storage reset (first visit, the headline); repeat = disableStorageReset (service worker and HTTP cache kept)',
  );
  console.log(
    'page | visit | performance | accessibility | best practices | FCP ms (x floor) | LCP ms (x floor) | TBT ms | load avg',
  );
  for (const mode of modes) {
    const floorRuns = results.floor?.[mode]?.list;
    const floorFcp = floorRuns ? median(floorRuns.map((r) => r.fcp)) : Number.NaN;
    const floorLcp = floorRuns ? median(floorRuns.map((r) => r.lcp)) : Number.NaN;
    for (const [name, byMode] of Object.entries(results)) {
      const { load, list, failed } = byMode[mode];
      const m = (key) => median(list.map((r) => r[key]));
      console.log(
        `${name} | ${mode} | ${m('performance')} | ${m('accessibility')} | ${m('best-practices')} | ${Math.round(m('fcp'))} (${(m('fcp') / floorFcp).toFixed(2)}) | ${Math.round(m('lcp'))} (${(m('lcp') / floorLcp).toFixed(2)}) | ${Math.round(m('tbt'))} | ${load.toFixed(2)}`,
      );
      console.log(
        `  runs (perf): ${list.map((r) => r.performance).join(', ')}${failed ? ` (${failed} failed run(s) left out)` : ''}; TBT ${list.map((r) => Math.round(r.tbt)).join(', ')}; speed index ${Math.round(m('si'))} ms, layout shift ${m('cls').toFixed(3)}; LCP element ${list[0].lcpElement ?? '-'}`,
      );
    }
  }
} finally {
  await chrome.kill();
  floor.stop();
  app.stop();
}
