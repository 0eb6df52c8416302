import { defineProject } from 'vitest/config';
import { consoleTestBase, mockingTests } from './vitest.config';

/** The console's tests that `vi.mock` a module, each file in a module graph of its own. */
export default defineProject({
  test: {
    ...consoleTestBase,
    name: 'console-mocking',
    include: mockingTests,
  },
});
