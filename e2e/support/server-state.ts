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
  mkdirSync(tmpDir, { recursive: true });
  writeFileSync(stateFile, JSON.stringify(state, null, 2));
}

/** The started server. */
export function readServerState(): ServerState {
  return JSON.parse(readFileSync(stateFile, 'utf8')) as ServerState;
}
