import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createJobQueue, type JobQueue } from '../src/lib/job-queue';
import { createMetrics } from '../src/lib/metrics';

const log = pino({ level: 'silent' });
const databaseUrl = process.env.DATABASE_URL;

const until = async (check: () => boolean, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
};

async function failuresOf(metrics: ReturnType<typeof createMetrics>, job: string): Promise<number> {
  const counted = await metrics.jobFailures.get();
  return counted.values.find((v) => v.labels.job === job)?.value ?? 0;
}

describe('the in-process job queue (embedded database)', () => {
  it('runs each job once, after its start time, retries a failure and counts it', async () => {
    const metrics = createMetrics();
    const queue = createJobQueue({ log, metrics });
    expect(queue.kind).toBe('in-process');
    const ran: string[] = [];
    let failOnce = true;
    await queue.work<{ id: string }>('demo', async ({ id }) => {
      if (id === 'flaky' && failOnce) {
        failOnce = false;
        throw new Error('gateway down');
      }
      ran.push(id);
    });
    expect(await queue.send('demo', { id: 'a' }, { singletonKey: 'a' })).toBe(true);
    expect(await queue.send('demo', { id: 'a' }, { singletonKey: 'a' })).toBe(false);
    await queue.send('demo', { id: 'later' }, { startAfter: new Date(Date.now() + 600) });
    await queue.send('demo', { id: 'flaky' });
    expect(await until(() => ran.includes('a'))).toBe(true);
    expect(ran).not.toContain('later');
    expect(await until(() => ran.includes('later'))).toBe(true);
    // The failed run is retried (5 s later) and counted once.
    expect(await until(() => ran.includes('flaky'), 10_000)).toBe(true);
    expect(ran.filter((id) => id === 'a')).toHaveLength(1);
    expect(await failuresOf(metrics, 'demo')).toBe(1);
    expect(await queue.depths()).toEqual({ demo: 0 });
    await queue.stop();
  }, 20_000);
});

describe.skipIf(!databaseUrl)('the pg-boss job queue on PostgreSQL, two nodes', () => {
  const schema = `t_jobs_${randomBytes(5).toString('hex')}`;
  const queues: JobQueue[] = [];
  const node = () => {
    const queue = createJobQueue({ log, databaseUrl, schema, pollSeconds: 0.5, superviseSeconds: 1 });
    queues.push(queue);
    return queue;
  };
  afterAll(async () => {
    for (const queue of queues) await queue.stop().catch(() => undefined);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  });

  it('runs every job exactly once across nodes, and a job whose node died runs on the other', async () => {
    const a = node();
    const b = node();
    expect(a.kind).toBe('pg-boss');
    const ranBy: Record<string, string[]> = {};
    const worker =
      (name: string) =>
      async ({ id }: { id: number }) => {
        ranBy[id] = [...(ranBy[id] ?? []), name];
      };
    await a.work('fanout', worker('a'));
    await b.work('fanout', worker('b'));
    for (let id = 0; id < 20; id++) await (id % 2 ? a : b).send('fanout', { id });
    expect(await b.send('fanout', { id: 99 }, { singletonKey: 'once' })).toBe(true);
    expect(await a.send('fanout', { id: 99 }, { singletonKey: 'once' })).toBe(false);
    expect(await until(() => Object.keys(ranBy).length === 21)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(Object.values(ranBy).every((nodes) => nodes.length === 1)).toBe(true);

    // Node C takes a job and dies holding it (its connections end; nothing is marked done).
    const c = node();
    let taken = false;
    await c.work('convert', async () => {
      taken = true;
      await new Promise(() => undefined);
    });
    await c.send('convert', { video: 'v1' }, { expireInSeconds: 2 });
    expect(await until(() => taken)).toBe(true);
    await c.stop().catch(() => undefined);
    const d = node();
    let finished = false;
    await d.work('convert', async () => {
      finished = true;
    });
    expect(await until(() => finished, 30_000)).toBe(true);
  }, 60_000);

  it('lets nodes that start together create the same new queues at once', async () => {
    // Six nodes starting at the same moment each create the same five new queues (as nodes and a
    // node's workers do at start): two creators at once deadlock in PostgreSQL unless they take turns.
    const starting = Array.from({ length: 6 }, () => node());
    const names = ['race-a', 'race-b', 'race-c', 'race-d', 'race-e'];
    const made = await Promise.allSettled(
      starting.flatMap((queue) => names.map((name) => queue.work(name, async () => undefined))),
    );
    expect(made.filter((m) => m.status === 'rejected')).toEqual([]);
    expect(await starting[0]!.send('race-b', {})).toBe(true);
  }, 60_000);
});
