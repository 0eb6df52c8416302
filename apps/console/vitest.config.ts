import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'console', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
});
