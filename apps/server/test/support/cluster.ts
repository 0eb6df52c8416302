import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type LocalS3, startLocalS3 } from './local-s3';
import { spawnServer } from './server-process';

export const HAPROXY = '/usr/sbin/haproxy';

/** What a cluster needs that this machine lacks: PostgreSQL, Redis and Debian's haproxy. */
export function clusterMissing(): string[] {
  return [
    ...(process.env.DATABASE_URL ? [] : ['DATABASE_URL']),
    ...(process.env.REDIS_URL ? [] : ['REDIS_URL']),
    ...(existsSync(HAPROXY) ? [] : [HAPROXY]),
  ];
}

/** True when this machine can run a cluster. */
export const clusterAvailable = clusterMissing().length === 0;

/**
 * True when the cluster tests must run: in CI on PostgreSQL. There a missing haproxy or Redis fails
 * them instead of skipping them without a word.
 */
export const clusterRequired = process.env.CI === 'true' && Boolean(process.env.DATABASE_URL);

/** Whether the cluster tests run here: the machine can, or CI says it must (and then they fail if it cannot). */
export const clusterTestsRun = clusterAvailable || clusterRequired;

/** One API process of the cluster. */
export interface ClusterNode {
  name: string;
  port: number;
  url: string;
  process: ChildProcess;
  output(): string;
}

/** API nodes on one fresh PostgreSQL database, Redis and a local S3 server, behind haproxy. */
export interface Cluster {
  /** The balancer's address (round robin, no sticky sessions). */
  url: string;
  nodes: ClusterNode[];
  /** Starts node `index` again (same port and environment) once its process has exited. */
  restart(index: number): Promise<ClusterNode>;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startNode(name: string, port: number, env: Record<string, string>): Promise<ClusterNode> {
  const server = spawnServer({ ...env, PORT: String(port), HOST: '127.0.0.1' });
  await server.ready;
  return { name, port, url: `http://127.0.0.1:${port}`, process: server.child, output: server.output };
}

/**
 * haproxy in front of the nodes: round robin, no stickiness. A node is out after two failed readiness
 * checks (500 ms apart, then 250 ms once one failed), so a stopping node is out within about a second:
 * SHUTDOWN_DRAIN_MS below is three times that, as on a loaded machine checks run late. Two failures,
 * not one, so a check that is merely slow on a busy machine does not take a healthy node out.
 * The x-lms-node header names the node that answered (tests only; leave it out in production).
 */
export function haproxyConfig(port: number, nodes: { name: string; port: number }[]): string {
  return `global
  maxconn 4096
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 60s
  timeout check 2s
  retries 2
  option redispatch
frontend lb
  bind 127.0.0.1:${port}
  default_backend api
backend api
  balance roundrobin
  option httpchk GET /api/health/ready
  http-check expect status 200
  http-response set-header x-lms-node %[srv_name]
  default-server inter 500ms fastinter 250ms downinter 500ms fall 2 rise 2
${nodes.map((n) => `  server ${n.name} 127.0.0.1:${n.port} check`).join('\n')}
`;
}

/** How long a stopping node keeps serving with its readiness failing (see haproxyConfig). */
export const CLUSTER_DRAIN_MS = 3000;

/**
 * Starts `count` API processes (the built sources through tsx) on a new database of DATABASE_URL's
 * server, REDIS_URL and s3rver, all at once (they race on migrations and the demo seed), then haproxy.
 */
export async function startCluster(count = 2, extraEnv: Record<string, string> = {}): Promise<Cluster> {
  const missing = clusterMissing();
  if (missing.length > 0) throw new Error(`cannot start a cluster: missing ${missing.join(', ')}`);
  const base = new URL(process.env.DATABASE_URL!);
  const dbName = `lms_cluster_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const dbUrl = new URL(base);
  dbUrl.pathname = `/${dbName}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'lms-cluster-'));
  let s3: LocalS3 | undefined;
  const nodes: ClusterNode[] = [];
  let haproxy: ChildProcess | undefined;
  const close = async () => {
    haproxy?.kill('SIGKILL');
    for (const node of nodes) if (node.process.exitCode === null) node.process.kill('SIGKILL');
    await Promise.all(
      nodes.map((n) =>
        n.process.exitCode === null && n.process.signalCode === null
          ? new Promise((resolve) => n.process.once('exit', resolve))
          : undefined,
      ),
    );
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
    const client = new pg.Client({ connectionString: base.toString() });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await client.end();
  };
  try {
    s3 = await startLocalS3();
    const env = {
      ...s3.env,
      DATABASE_URL: dbUrl.toString(),
      REDIS_URL: process.env.REDIS_URL!,
      APP_SECRET: 'cluster-test-secret-0123456789',
      DATA_DIR: dataDir,
      DATABASE_POOL_SIZE: '5',
      LOG_LEVEL: 'warn',
      RATE_LIMITS_OFF: '1',
      SHUTDOWN_DRAIN_MS: String(CLUSTER_DRAIN_MS),
      ...extraEnv,
    };
    const ports = await Promise.all(Array.from({ length: count }, freePort));
    const names = ports.map((_, i) => String.fromCharCode(97 + i));
    nodes.push(...(await Promise.all(ports.map((port, i) => startNode(names[i]!, port, env)))));
    const lbPort = await freePort();
    const config = join(dataDir, 'haproxy.cfg');
    writeFileSync(config, haproxyConfig(lbPort, nodes));
    haproxy = spawn(HAPROXY, ['-f', config, '-db'], { stdio: 'ignore' });
    const url = `http://127.0.0.1:${lbPort}`;
    for (let i = 0; ; i++) {
      const ok = await fetch(`${url}/api/health/ready`)
        .then((r) => r.status === 200)
        .catch(() => false);
      if (ok) break;
      if (i > 100) throw new Error('haproxy did not come up');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const restart = async (index: number) => {
      const old = nodes[index]!;
      if (old.process.exitCode === null && old.process.signalCode === null) {
        throw new Error(`node ${old.name} is still running`);
      }
      nodes[index] = await startNode(old.name, old.port, env);
      return nodes[index];
    };
    return { url, nodes, restart, close };
  } catch (err) {
    await close();
    throw err;
  }
}
