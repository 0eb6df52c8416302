#!/usr/bin/env node
// What one answer costs a student's phone on the live exam page: the demo student (360 px, the CPU
// throttled 4x as Lighthouse's mobile setting does) opens a live exam of QUESTIONS one-mark MCQs, all
// on one page (an exam with no questions per page set), and taps an option of TAPS questions, one by
// one. For each tap:
// - the interaction's latency as the browser's Event Timing gives it (input delay + handlers + the
//   next paint; what Chrome reports as INP), the longest event of the tap;
// - the main thread's busy time (CDP Performance metrics: all tasks, and the script, style and layout
//   parts of them) in the SETTLE_MS after the tap (the answer shown, sent, saved, the toast), checked
//   afterwards to show the answer saved.
// The floor, in the same browser with the same throttling: a static page of the same number of
// questions with native radio buttons and no script: what the machine, the throttling and the
// browser's own work on a tap cost (Event Timing reports nothing under 16 ms, so the ratio is to at
// least that). The answers go to the built server on its embedded database.
//
// Env: QUESTIONS (default 100), TAPS (default 10), SETTLE_MS (default 1500), ROUNDS (default 3),
// WEB_DISTS (comma-separated folders of built web apps, each served by a server of its own and
// measured round by round in turn: an A/B of two builds; default the server's own apps/web/dist),
// CHROMIUM_PATH (default /usr/bin/chromium), BENCH_SKIP_BUILD=1 (use the existing server build).
// Run `npm run build` first (the web app is not built here).
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import {
  buildServerUnlessSkipped,
  client,
  importMcqBank,
  MCQ_OPTIONS,
  percentile,
  scheduleExam,
  staffCaller,
  startServer,
} from './exam-harness.mjs';
import { openLiveExam, signInDemoStudent, startFloor } from './student-browser.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const QUESTIONS = Number(process.env.QUESTIONS ?? 100);
const TAPS = Math.min(QUESTIONS, Number(process.env.TAPS ?? 10));
const SETTLE_MS = Number(process.env.SETTLE_MS ?? 1500);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const dists = (process.env.WEB_DISTS ?? '').split(',').filter(Boolean);
const log = (...args) => console.log(new Date().toISOString().slice(11, 19), ...args);

/** The floor: the same paper as static HTML, native radios, no script. */
const floorHtml = () => {
  const questions = Array.from(
    { length: QUESTIONS },
    (_, i) =>
      `<fieldset role="group" aria-label="Question ${i + 1}"><legend>${i + 1}. Question ${i + 1}: which option is right?</legend>${MCQ_OPTIONS.map(
        (option) => `<label><input type="radio" name="q${i}" value="${option}"> ${option}</label><br>`,
      ).join('')}</fieldset>`,
  ).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head><body>${questions}</body></html>`;
};

/** A server (on `webDist`, or its own build) with the demo institute and a live exam of QUESTIONS MCQs for the demo's science group. */
async function startApp(webDist) {
  const server = await startServer(join(root, 'apps/server/dist/main.js'), {
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-taps-')),
    // The demo institute (its student signs in here) is seeded outside production only.
    NODE_ENV: 'development',
    ...(webDist ? { WEB_DIST: resolve(webDist) } : {}),
  });
  const http = client(server.port, 4);
  // The demo's admin (the bench's own admin is made only where no demo is seeded).
  const login = await http.request('setup', 'POST', '/staff/login', {
    body: { username: 'admin', password: 'admin1234' },
  });
  const session = String(login.headers.sessionid);
  const call = staffCaller(http, () => session);
  const groups = await call('GET', '/staff/groups');
  const science = groups.find((group) => group.name === 'HSC 2026 Science');
  if (!science) throw new Error('the demo group "HSC 2026 Science" is missing: is the demo seeded?');
  const bankIds = await importMcqBank(call, QUESTIONS);
  await scheduleExam(call, {
    title: 'Tap bench',
    bankIds,
    settings: { shuffleOptions: false, shuffleQuestions: false },
    groupIds: [science._id],
    startsAt: Date.now() - 60_000,
    endsAt: Date.now() + 6 * 3_600_000,
  });
  http.close();
  return {
    base: `http://127.0.0.1:${server.port}`,
    label: webDist ?? 'apps/web/dist',
    stop: () => server.stop(),
  };
}

/** Collects every Event Timing entry of 16 ms and more (the browser's floor for them) from the page's start. */
const OBSERVE_EVENTS = () => {
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__events.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
};

async function metrics(cdp) {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  const get = (name) => list.find((m) => m.name === name)?.value ?? 0;
  return {
    task: get('TaskDuration') * 1000,
    script: get('ScriptDuration') * 1000,
    style: get('RecalcStyleDuration') * 1000,
    layout: get('LayoutDuration') * 1000,
  };
}

/**
 * Taps an option of each of the first TAPS questions (`card(n)` finds question n's card; `settled(n)`
 * checks, once the window is over, that the tap's effect shows) and answers the per-tap figures. The
 * tap is a plain mouse press at the option's centre and the window a plain wait: Playwright's click
 * and waits would test and poll on the page's main thread, inside the window measured.
 */
async function tapAll(page, cdp, card, settled, round) {
  const taps = [];
  for (let n = 1; n <= TAPS; n++) {
    // Another option each round: the attempt is resumed, and a tap on the option chosen before does nothing.
    const option = card(n)
      .locator('label')
      .nth((n + round) % MCQ_OPTIONS.length);
    // In the middle of the screen: at an edge, the page's fixed header, bar or a toast could take the tap.
    await option.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const box = await option.boundingBox();
    await page.waitForTimeout(500);
    const since = await page.evaluate(() => performance.now());
    const before = await metrics(cdp);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(SETTLE_MS);
    const after = await metrics(cdp);
    await settled(n, option);
    const events = await page.evaluate(
      (from) => window.__events.filter((e) => e.start >= from).map((e) => e.duration),
      since,
    );
    taps.push({
      inp: events.length ? Math.max(...events) : 0,
      task: after.task - before.task,
      script: after.script - before.script,
      style: after.style - before.style,
      layout: after.layout - before.layout,
    });
  }
  return taps;
}

async function throttled(browser) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  return { context, page, cdp };
}

async function measureFloor(browser, url, round) {
  const { context, page, cdp } = await throttled(browser);
  await page.addInitScript(OBSERVE_EVENTS);
  await page.goto(url);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const taps = await tapAll(
    page,
    cdp,
    (n) => page.getByRole('group', { name: `Question ${n}`, exact: true }),
    (_n, option) => option.locator('input:checked').waitFor(),
    round,
  );
  await context.close();
  return taps;
}

async function measureApp(browser, app, round) {
  const { context, page, cdp } = await throttled(browser);
  await signInDemoStudent(page, app.base);
  await openLiveExam(page, app.base, 'Tap bench');
  // Opened again so that the observer is there from the page's start; the attempt resumes.
  await page.addInitScript(OBSERVE_EVENTS);
  await page.reload();
  const card = (n) => page.getByRole('group', { name: `Question ${n}`, exact: true });
  await card(QUESTIONS).waitFor();
  await page.waitForTimeout(1000);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Settled: the tapped option is the one chosen, and the card says its answer is saved.
  const taps = await tapAll(
    page,
    cdp,
    card,
    async (n, option) => {
      await option.locator('input:checked').waitFor();
      await card(n).and(page.locator('[data-answer-state="saved"]')).waitFor();
    },
    round,
  );
  await context.close();
  return taps;
}

const summary = (taps) => {
  // The exam benches' rank rule (exam-harness), over the taps' values of `key`.
  const at = (key, p = 50) =>
    percentile(
      taps.map((t) => t[key]).sort((x, y) => x - y),
      p,
    );
  return {
    inp: at('inp'),
    inp90: at('inp', 90),
    task: at('task'),
    script: at('script'),
    style: at('style'),
    layout: at('layout'),
  };
};

buildServerUnlessSkipped(log);
const chromiumVersion = execFileSync(chromePath, ['--version'], { encoding: 'utf8' }).trim();
const floor = await startFloor(floorHtml());
const apps = [];
for (const dist of dists.length ? dists : [undefined]) apps.push(await startApp(dist));
const browser = await chromium.launch({
  executablePath: chromePath,
  args: ['--no-sandbox', '--disable-gpu'],
});
const all = { floor: [], ...Object.fromEntries(apps.map((app) => [app.label, []])) };
try {
  for (let round = 1; round <= ROUNDS; round++) {
    const floorTaps = await measureFloor(browser, floor.url, round);
    all.floor.push(...floorTaps);
    log(`round ${round} floor`, JSON.stringify(summary(floorTaps)));
    // A fresh server for each round would seed again; the same exam is sat again instead, so each
    // round after the first changes answers already given (the same work for the page).
    for (const app of round % 2 ? apps : [...apps].reverse()) {
      const taps = await measureApp(browser, app, round);
      all[app.label].push(...taps);
      log(`round ${round} ${app.label}`, JSON.stringify(summary(taps)), `load ${loadavg()[0].toFixed(2)}`);
    }
  }
} finally {
  await browser.close();
  floor.stop();
  for (const app of apps) await app.stop();
}

const f = summary(all.floor);
console.log(
  `\n${new Date().toISOString().slice(0, 10)}, ${cpus().length} x ${cpus()[0]?.model}, ${chromiumVersion}; ` +
    `${QUESTIONS} questions on one page, ${TAPS} taps x ${ROUNDS} rounds, CPU 4x, 360 px`,
);
console.log(
  '| page | tap latency (Event Timing) p50 / p90 ms | main thread per tap ms | script / style / layout per tap ms | p50 latency ÷ floor |',
);
console.log('|---|---|---|---|---|');
for (const [label, taps] of Object.entries(all)) {
  const s = summary(taps);
  console.log(
    `| ${label} | ${s.inp.toFixed(0)} / ${s.inp90.toFixed(0)} | ${s.task.toFixed(0)} | ${s.script.toFixed(0)} / ${s.style.toFixed(0)} / ${s.layout.toFixed(0)} | ${(s.inp / Math.max(f.inp, 16)).toFixed(1)} |`,
  );
}
