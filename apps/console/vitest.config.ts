import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'console',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // The first render of an antd form in jsdom took 4.2-5.1 s on a slow 2-CPU machine during CI's
    // PGlite pass (the exam editor's settings step): past Vitest's 5 s default, though nothing hung.
    testTimeout: 20_000,
  },
});
