import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { projects: ['packages/domain', 'packages/rich-text', 'apps/server', 'apps/web', 'apps/console'] },
});
