import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A throwaway DATA_DIR for a test file (local file storage writes under it). */
export function tempDataDir(): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), 'lms-data-'));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}
