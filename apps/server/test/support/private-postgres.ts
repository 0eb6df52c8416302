import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A PostgreSQL server of the test's own, on 127.0.0.1: it may be stopped and started at will. */
export interface PrivatePostgres {
  url: string;
  port: number;
  /** Stops the server (fast shutdown: open connections are cut). */
  stop(): void;
  /** Stops the server as a crash would (immediate shutdown: no checkpoint, recovery at the next start). */
  crash(): void;
  start(): void;
  /** Stops the server and deletes its files. */
  remove(): void;
}

// PostgreSQL refuses to run as root: there, its tools run as the `postgres` user (runuser).
const asRoot = process.getuid?.() === 0;

// Debian keeps the server's tools in /usr/lib/postgresql/<version>/bin, off the PATH.
function binary(command: string): string {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return command;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', command)))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin', command) : command;
}

function run(name: string, args: string[]): void {
  const command = binary(name);
  if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'ignore' });
  else execFileSync(command, args, { stdio: 'ignore' });
}

/** True when `initdb` and `pg_ctl` can be run (as the `postgres` user when the tests run as root). */
export function canRunPostgres(): boolean {
  try {
    run('pg_ctl', ['--version']);
    run('initdb', ['--version']);
    return true;
  } catch {
    return false;
  }
}

/**
 * Makes (and, unless `started` is false, starts) a throwaway PostgreSQL cluster in a temporary folder, listening on 127.0.0.1 only
 * at a port of its own. The shared test server is never touched, so the tests may cut it off.
 */
export function startPrivatePostgres(choices: { started?: boolean } = {}): PrivatePostgres {
  const dir = mkdtempSync(join(tmpdir(), 'lms-pg-'));
  if (asRoot) {
    const { uid, gid } = JSON.parse(
      execFileSync(
        'runuser',
        [
          '-u',
          'postgres',
          '--',
          'node',
          '-e',
          'console.log(JSON.stringify({uid:process.getuid(),gid:process.getgid()}))',
        ],
        { encoding: 'utf8' },
      ),
    ) as { uid: number; gid: number };
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  // Below Linux's ephemeral ports (32768 and up), which outgoing connections may hold, and apart from
  // the private Redis servers' 20000-25999.
  const port = 26_000 + Math.floor(Math.random() * 6_000);
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=50`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  if (choices.started !== false) start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    crash: () => run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']),
    remove() {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
