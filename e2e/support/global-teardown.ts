import { rmSync } from 'node:fs';
import { readServerState } from './server-state';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops the server that global-setup started (by its pid) and removes its data directory. */
export default async function globalTeardown(): Promise<void> {
  const { pid, dataDir } = readServerState();
  if (alive(pid)) {
    process.kill(pid, 'SIGTERM');
    const deadline = Date.now() + 10_000;
    while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    if (alive(pid)) process.kill(pid, 'SIGKILL');
  }
  rmSync(dataDir, { recursive: true, force: true });
}
