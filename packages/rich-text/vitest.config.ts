import { defineProject } from 'vitest/config';

// One jsdom and one module graph per worker, not per file (see apps/web/vitest.config.ts).
export default defineProject({
  test: { name: 'rich-text', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'], isolate: false },
});
