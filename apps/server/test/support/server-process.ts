import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

/** A server process started from source (`src/main.ts` through tsx), as `npm start` runs it. */
export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** The port it listens on, once it printed that it is ready; rejects if it exits first. */
  ready: Promise<number>;
}

/** Starts `src/main.ts` with the test's environment plus `env`. */
export function spawnServer(env: Record<string, string>): ServerProcess {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
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
