import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where global-setup keeps what it started (inside e2e/.tmp, ignored by git). */
export const tmpDir = join(dirname(fileURLToPath(import.meta.url)), '..', '.tmp');
const stateFile = join(tmpDir, 'server.json');

/** The server started for the run. */
export interface ServerState {
  pid: number;
  baseUrl: string;
  logFile: string;
  dataDir: string;
}

/** Records the started server for the tests and the teardown. */
export function writeServerState(state: ServerState): void {
  writeServerStates([state]);
}

/** Records the started servers, one per worker (journeys running side by side never share data). */
export function writeServerStates(states: ServerState[]): void {
  mkdirSync(tmpDir, { recursive: true });
  writeFileSync(stateFile, JSON.stringify(states, null, 2));
}

/** Every started server. */
export function readServerStates(): ServerState[] {
  const saved = JSON.parse(readFileSync(stateFile, 'utf8')) as ServerState | ServerState[];
  return Array.isArray(saved) ? saved : [saved];
}

/**
 * The started server of this worker: with several workers each has a server (and demo data) of its
 * own, chosen by Playwright's TEST_PARALLEL_INDEX (0 .. workers - 1; 0 outside a worker).
 */
export function readServerState(): ServerState {
  const states = readServerStates();
  const lane = Number(process.env.TEST_PARALLEL_INDEX ?? 0) || 0;
  return states[lane % states.length]!;
}
