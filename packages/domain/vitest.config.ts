import { defineProject } from 'vitest/config';

// Pure functions without module state: the files share one module graph per worker (no re-import of
// the package for every file), which is most of this project's time.
export default defineProject({ test: { name: 'domain', include: ['src/**/*.test.ts'], isolate: false } });
