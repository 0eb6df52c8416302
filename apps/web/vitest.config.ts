import { defineProject } from 'vitest/config';

// Setting up jsdom and importing the app's modules for every file was nine tenths of this project's
// time (105 of 120 CPU seconds); the files share them per worker instead. A test of module state (a
// queue, a cache) starts from a fresh module itself (`vi.resetModules()` and a dynamic import, as
// src/lib/toast.test.ts does), since another file may have used the module before it.
export default defineProject({
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    isolate: false,
  },
});
