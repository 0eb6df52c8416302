import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import texts from './bn.json';

const src = join(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

describe('the Bengali texts', () => {
  it('have every literal text the student app translates', () => {
    const bengali: Record<string, string> = texts;
    const missing = new Set<string>();
    let seen = 0;
    for (const file of sourceFiles(src)) {
      for (const match of readFileSync(file, 'utf8').matchAll(
        /(?<![\w.])(?:t|translate)\(\s*'((?:[^'\\]|\\.)*)'/g,
      )) {
        const english = (match[1] ?? '').replace(/\\'/g, "'");
        seen += 1;
        if (!(english in bengali)) missing.add(english);
      }
    }
    expect(seen).toBeGreaterThan(200);
    expect([...missing]).toEqual([]);
  });
});
