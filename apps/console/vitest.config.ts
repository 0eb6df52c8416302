import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defineProject } from 'vitest/config';

const here = import.meta.dirname;

/**
 * The console's test files that replace a module with `vi.mock` (or `vi.doMock`): they run in a project of their own,
 * one module graph per file (vitest.mocking.config.ts). In a graph shared by a worker's files, a mock
 * would not take where another file had already imported the real module, or would stay for the next
 * file. Found by reading the files, so a new one cannot be left out.
 */
export const mockingTests: string[] = readdirSync(join(here, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => join(here, 'src', file))
  .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')))
  .map((file) => relative(here, file));

/** What both console projects run in: jsdom, and room for antd's first form render on a slow CPU. */
export const consoleTestBase = {
  environment: 'jsdom',
  // The first render of an antd form in jsdom took 4.2-5.1 s on a slow 2-CPU machine during CI's
  // PGlite pass (the exam editor's settings step): past Vitest's 5 s default, though nothing hung.
  testTimeout: 20_000,
} as const;

export default defineProject({
  test: {
    ...consoleTestBase,
    name: 'console',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: mockingTests,
    // A worker sets up jsdom and imports antd and the console's modules once for all its files, not
    // once per file: 54 -> 41 CPU s for the console's files on a slow 2-CPU machine (30-11-2026).
    isolate: false,
  },
});
