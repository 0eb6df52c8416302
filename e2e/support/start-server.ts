import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { tmpDir } from './server-state';

const repoRoot = resolve(tmpDir, '..', '..');

/** A server started for the tests. */
export interface StartedServer {
  pid: number;
  baseUrl: string;
  logFile: string;
  dataDir: string;
}

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? ok(address.port) : fail(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}; see ${logFile}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not become healthy in 180 s; see ${logFile}`);
}

/**
 * Starts the real server (apps/server/dist/main.js, built beforehand; E2E_SERVER_ENTRY may name
 * another entry, a .ts one is run through tsx) on a free port with a fresh data directory, its log
 * in e2e/.tmp so tests can read the codes it "sends". `extraEnv` adds settings (e.g. OTP_REVEAL).
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<StartedServer> {
  const main = resolve(repoRoot, process.env.E2E_SERVER_ENTRY ?? 'apps/server/dist/main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: run \`npm run build\` first.`);
  for (const app of ['web', 'console']) {
    if (!existsSync(join(repoRoot, `apps/${app}/dist/index.html`))) {
      throw new Error(`apps/${app}/dist is missing: run \`npm run build\` first.`);
    }
  }
  mkdirSync(tmpDir, { recursive: true });
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'lms-e2e-'));
  const logFile = join(tmpDir, `server-${port}.log`);
  const out = openSync(logFile, 'w');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    SEED_DEMO: 'auto',
    // The journeys' API helpers act as the students' phones, each with its own address (X-Forwarded-For).
    TRUSTED_PROXIES: '127.0.0.1',
  };
  delete env.OTP_REVEAL;
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  Object.assign(env, extraEnv);
  const args = main.endsWith('.ts') ? ['--import', 'tsx', main] : [main];
  const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: ['ignore', out, out] });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child, logFile);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  if (child.pid === undefined) throw new Error('The server has no pid');
  child.unref();
  return { pid: child.pid, baseUrl, logFile, dataDir };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops a started server by its pid and removes its data directory. */
export async function stopServer({ pid, dataDir }: Pick<StartedServer, 'pid' | 'dataDir'>): Promise<void> {
  if (alive(pid)) {
    process.kill(pid, 'SIGTERM');
    const deadline = Date.now() + 10_000;
    while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    if (alive(pid)) process.kill(pid, 'SIGKILL');
  }
  rmSync(dataDir, { recursive: true, force: true });
}
