import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Debian's headless shell when installed (package chromium-headless-shell: the same Chromium build
 * without the desktop browser around it, measured ~15% less CPU per journey), else Debian's full
 * Chromium; CHROMIUM_PATH chooses another. No browser is downloaded.
 */
const headlessShell = '/usr/lib/chromium/chromium-headless-shell';

/** The browser the journeys drive; the flags keep it quiet and sandbox-free in containers. */
export const chromiumLaunch = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/** The journeys of the staff console: they run on a desktop screen, the others on a phone. */
const consoleJourneys = /console-[\w-]+\.spec\.ts$/;

/** The journey that starts its own two API nodes behind haproxy instead of using the run's server. */
const twoNodesJourney = /two-nodes\.spec\.ts$/;

/** A phone's screen (the student app). */
const phone = {
  ...devices['Desktop Chrome'],
  viewport: { width: 360, height: 740 },
  launchOptions: chromiumLaunch,
};

// The server is built by `npm run test:e2e` (root) and started by global-setup on a free port with a
// fresh data directory, one per worker; a test reads its worker's from support/server-state.ts (the
// `baseURL` fixture in support/fixtures.ts). E2E_WORKERS=2 runs two journey files at a time, each
// worker on a server of its own; a file's journeys stay in order on one worker.
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  workers: Number(process.env.E2E_WORKERS) || 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // On CI a failing journey runs once more and, if it then passes, is reported as flaky (the report
  // at the end of .ci/run counts them): CI runs the journeys beside the PostgreSQL pass on two CPUs,
  // where a cold page load can outlast a 10 s expectation. A flaky journey is still a bug to mend.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // The device asks for reduced motion, so the app turns antd's animations off: a click can no
  // longer land on a dialog's button while it is still zooming in (a lost click on a busy machine).
  use: {
    reducedMotion: 'reduce',
    // A trace records every action's snapshots for every journey and is thrown away when it passes:
    // CI reads only the printed log, so it records none there; a local run keeps the failing ones.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [
    {
      // The student app's service worker precaches the whole build (~200 files, 2.2 MB) in every new
      // browser context: a fifth of a phone journey's CPU. The journeys of what the worker does (an
      // offline reload, pictures kept on the device) ask for it with test.use({ serviceWorkers:
      // 'allow' }); the others see the app as on a first visit before the worker has installed.
      name: 'student-phone',
      testIgnore: [consoleJourneys, twoNodesJourney],
      use: { ...phone, serviceWorkers: 'block' },
    },
    {
      // The staff console (/staff) is used on desktops and tablets.
      name: 'staff-desktop',
      testMatch: consoleJourneys,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromiumLaunch,
      },
    },
    {
      // Needs DATABASE_URL, REDIS_URL and Debian's haproxy; without them it is skipped (outside CI).
      name: 'two-nodes',
      testMatch: twoNodesJourney,
      use: phone,
    },
  ],
});
