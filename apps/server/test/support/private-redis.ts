import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { connect } from 'node:net';

/** A Redis server of the test's own on 127.0.0.1 (no persistence): it may be killed and started at will. */
export interface PrivateRedis {
  url: string;
  /** Starts it (again, on the same port); resolves once it takes connections. */
  start(): Promise<void>;
  /** SIGKILL: gone at once, as a crashed Redis is. */
  kill(): Promise<void>;
}

/** True when `redis-server` can be run here. */
export function canRunRedis(): boolean {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts `redis-server` on a port of its own. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  // Below Linux's ephemeral ports (32768 and up): a port the kernel lent to an outgoing connection
  // cannot be bound, and redis-server exits (CI saw it at 36548).
  const port = 20_000 + Math.floor(Math.random() * 6_000);
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    for (let i = 0; !(await accepts(port)); i++) {
      if (i > 100 || child.exitCode !== null) throw new Error(`redis-server did not start on ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    async kill() {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
  };
}
