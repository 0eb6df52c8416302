import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'console',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // One jsdom and one module graph per worker, not per file (see apps/web/vitest.config.ts): 23 -> 14
    // busy CPU s. A file that mocks a module (`vi.mock`, the publish panel's API) still gets its mock
    // when another file imported the real module first (checked in shuffled orders on one worker).
    isolate: false,
    // The first render of an antd form in jsdom took 4.2-5.1 s on a slow 2-CPU machine during CI's
    // PGlite pass (the exam editor's settings step): past Vitest's 5 s default, though nothing hung.
    testTimeout: 20_000,
  },
});
