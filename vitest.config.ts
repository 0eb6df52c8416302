import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'packages/rich-text',
      'apps/server',
      'apps/web',
      'apps/console/vitest.config.ts',
      'apps/console/vitest.mocking.config.ts',
    ],
    // Vitest's default keeps one CPU for itself (CPUs - 1): one file at a time on CI's 2 CPUs. Most
    // files wait on a database, a child process, a timer or the network much of the time, so one worker
    // more than CPUs keeps them busy: the server project on 2 CPUs took 231 s with two workers, 205 s
    // with three and 194 s with four (29-11-2026); three leaves the timing tests less crowded.
    // CI's PostgreSQL pass, which runs beside the browser journeys, asks for two.
    maxWorkers: availableParallelism() + 1,
  },
});
