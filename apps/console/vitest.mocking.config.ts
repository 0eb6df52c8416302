import { defineProject } from 'vitest/config';
import { mockingTests } from './vitest.config';

/** The console's tests that `vi.mock` a module, each file in a module graph of its own. */
export default defineProject({
  test: {
    name: 'console-mocking',
    environment: 'jsdom',
    include: mockingTests,
    testTimeout: 20_000,
  },
});
