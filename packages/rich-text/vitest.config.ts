import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'rich-text', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
});
