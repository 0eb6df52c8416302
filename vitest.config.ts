import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/rich-text', 'apps/server', 'apps/web', 'apps/console'],
    // Vitest's default keeps one CPU for itself (CPUs - 1): one file at a time on CI's 2 CPUs. Most
    // files wait on a database, a child process or the network much of the time, so as many workers
    // as CPUs (at least two) keep both busy.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
