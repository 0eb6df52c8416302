import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

/**
 * How a test starts the server: from source (`src/main.ts` through tsx, as `npm run dev` does), or,
 * when SERVER_TEST_ENTRY=dist, from the build (`dist/main.js`, what `npm start` runs). CI builds before
 * its tests and asks for the build: tsx's loader hooks cost each start some 5-7 CPU s more. Never picked
 * by itself: a build left over from older code would test that code.
 */
export function serverEntryArgs(): string[] {
  const entry = process.env.SERVER_TEST_ENTRY;
  if (entry === 'dist') return ['dist/main.js'];
  if (entry && entry !== 'src') throw new Error(`SERVER_TEST_ENTRY must be dist or src, not ${entry}`);
  return ['--import', 'tsx', 'src/main.ts'];
}

/** A server process started from source or from the build (`serverEntryArgs`). */
export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** The port it listens on, once it printed that it is ready; rejects if it exits first. */
  ready: Promise<number>;
}

/** Starts the server (`serverEntryArgs`) with the test's environment plus `env`. */
export function spawnServer(env: Record<string, string>): ServerProcess {
  let out = '';
  const child = spawn(process.execPath, serverEntryArgs(), {
    cwd: join(import.meta.dirname, '..', '..'),
    env: { ...process.env, ...env },
  });
  child.stdout?.on('data', (c) => {
    out += c;
  });
  child.stderr?.on('data', (c) => {
    out += c;
  });
  const ready = new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const m = /Ready on http:\/\/localhost:(\d+)/.exec(out);
      if (m) {
        clearInterval(timer);
        resolve(Number(m[1]));
      }
    }, 100);
    child.on('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`server exited ${code}: ${out}`));
    });
  });
  ready.catch(() => undefined);
  return { child, output: () => out, ready };
}
