import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineProject } from 'vitest/config';

/**
 * Server test files whose outcome does not depend on the database engine: pure logic, and the wire
 * shapes, headers, input checks and limits of HTTP routes (PGlite is PostgreSQL itself; what differs on
 * a server is concurrency, locks, pools, schemas and migrations on real data). `npm test` runs them on
 * PGlite; CI's PostgreSQL pass (`npm run test:pg`, DB_TESTS_ONLY=1) leaves them out. A file that
 * queries in a way a server could treat differently (transactions, locks, concurrency, migrations,
 * Redis) must not be listed, nor one with a test that runs only there (e.g. `skipIf(!REDIS_URL)`: the
 * PGlite pass has no Redis). Paths are relative to apps/server.
 */
export const databaseIndependentTests = [
  // pure logic
  'src/config.test.ts',
  'src/lib/csv.test.ts',
  'src/lib/drm/pallycon-token.test.ts',
  'src/lib/error-titles.test.ts',
  'src/lib/event-loop.test.ts',
  'src/lib/group-commit.test.ts',
  'src/lib/lazy-child-logger.test.ts',
  'src/lib/recent-map.test.ts',
  'src/lib/omr-read/decide-marks.test.ts',
  'src/lib/omr-read/homography.test.ts',
  'src/lib/omr-read/read-page.test.ts',
  'src/lib/omr-read/scan-pages.test.ts',
  'src/lib/ttl-cache.test.ts',
  'src/modules/content/video-jobs/ffmpeg.test.ts',
  'src/modules/content/video-token.test.ts',
  'src/modules/exams/exam-paper.test.ts',
  'src/modules/exams/paper-json.test.ts',
  'src/modules/exams/results/result-json.test.ts',
  'src/modules/qa/search-text.test.ts',
  'src/modules/uploads/check-content.test.ts',
  'src/plugins/security-headers.test.ts',
  'test/console-serving.test.ts',
  // HTTP shapes, headers, input checks
  'test/contract-auth.test.ts',
  'test/contract-drm.test.ts',
  'test/contract-exams.test.ts',
  'test/api-compression.test.ts',
  'test/contract-qa.test.ts',
  'test/contract-study.test.ts',
  'test/fuzz-routes.test.ts',
  'test/hardening-enumeration.test.ts',
  'test/hardening-equal-time.test.ts',
  'test/hardening-headers.test.ts',
  'test/hardening-hostile.test.ts',
  'test/hardening-logs.test.ts',
  'test/hardening-passwords.test.ts',
  'test/hardening-proxy.test.ts',
  'test/hardening-secret.test.ts',
  'test/phone-formats.test.ts',
  'test/support/pglite-template.test.ts',
  'test/route-table.test.ts',
  'test/sms-gateway.test.ts',
  'test/sms-providers.test.ts',
  'test/storage.test.ts',
  'test/web-delivery.test.ts',
];

/**
 * Database test files that start processes of their own (server nodes, PostgreSQL, Redis, a balancer)
 * and hold them to times (a node back within seconds). CI runs the PostgreSQL pass in two parts, one
 * after the other, beside the browser journeys: `DB_TESTS_PART=shared` leaves these out, then
 * `DB_TESTS_PART=processes` runs only these, when the shared files are done.
 */
export const processTests = [
  'test/backup-during-exam.test.ts',
  'test/backup-restore.test.ts',
  'test/fault-recovery.test.ts',
  'test/infrastructure-faults.test.ts',
  'test/server-process.test.ts',
  'test/two-nodes.test.ts',
  'test/workers.test.ts',
];

const part = process.env.DB_TESTS_PART;
if (part && part !== 'shared' && part !== 'processes') {
  throw new Error(`DB_TESTS_PART must be shared or processes, not ${part}`);
}

// A renamed or moved file must leave the list too, or it would run on both passes unnoticed.
const here = dirname(fileURLToPath(import.meta.url));
const missing = [...databaseIndependentTests, ...processTests].filter(
  (file) => !existsSync(join(here, file)),
);
if (missing.length) {
  throw new Error(`apps/server/vitest.config.ts lists test files that do not exist: ${missing.join(', ')}`);
}

export default defineProject({
  test: {
    name: 'server',
    include: part === 'processes' ? processTests : ['test/**/*.test.ts', 'src/**/*.test.ts'],
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.DB_TESTS_ONLY ? databaseIndependentTests : []),
      ...(part === 'shared' ? processTests : []),
    ],
    // The files share one module graph per worker instead of importing the app again for each file:
    // half of this project's CPU time went to those imports (278 -> 134 CPU s over 16 exam and content
    // files). Every file still gets apps of its own from createTestApp, each on a database handed on
    // emptied (test/support/reusable-database.ts); module state (the PGlite template, caches keyed by
    // ids) is shared as in one server process.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['test/support/test-database-setup.ts'],
  },
});
