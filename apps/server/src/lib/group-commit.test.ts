import { describe, expect, it } from 'vitest';
import { GroupCommit, type Queued } from './group-commit';

/** A writer that records each batch's items and answers each item doubled (refusing negative ones). */
function recorder(
  options: { maxBatch?: number; gatherMs?: number; maxGatherMs?: number; holdKeys?: boolean } = {},
) {
  const batches: number[][] = [];
  const commit = new GroupCommit<number, number>({
    concurrency: 1,
    maxBatch: options.maxBatch ?? 100,
    ...(options.gatherMs ? { gatherMs: options.gatherMs } : {}),
    ...(options.maxGatherMs ? { maxGatherMs: options.maxGatherMs } : {}),
    ...(options.holdKeys ? { holdKeys: true } : {}),
    write: async (batch: readonly Queued<number>[]) => {
      batches.push(batch.map((b) => b.item));
      if (batch.some((b) => b.item < 0)) throw new Error('refused');
      return batch.map((b) => b.item * 2);
    },
  });
  return { batches, commit };
}

describe('group commit', () => {
  it('writes the items added in one turn as one batch, each answered with its own outcome', async () => {
    const { batches, commit } = recorder();
    const outcomes = await Promise.all([1, 2, 3].map((n) => commit.add(n, String(n))));
    expect(outcomes).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('never puts one key twice in a batch, and splits at maxBatch', async () => {
    const { batches, commit } = recorder({ maxBatch: 2 });
    await Promise.all([commit.add(1, 'a'), commit.add(2, 'a'), commit.add(3, 'b'), commit.add(4, 'c')]);
    expect(batches.flat().sort()).toEqual([1, 2, 3, 4]);
    for (const batch of batches) expect(batch.length).toBeLessThanOrEqual(2);
    expect(batches.some((b) => b.includes(1) && b.includes(2))).toBe(false);
  });

  it('fails only the item the writer refuses: the others of its batch are written again alone', async () => {
    const { commit } = recorder();
    const outcomes = await Promise.allSettled([commit.add(1, '1'), commit.add(-1, '-1'), commit.add(3, '3')]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('gathers for gatherMs before writing a batch that is not full', async () => {
    const { batches, commit } = recorder({ gatherMs: 300 });
    const started = performance.now();
    const first = commit.add(1, '1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = commit.add(2, '2');
    await Promise.all([first, second]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(batches).toEqual([[1, 2]]);
  });

  it('writes a full batch at once instead of waiting out gatherMs', async () => {
    const { batches, commit } = recorder({ gatherMs: 1_000, maxBatch: 3 });
    const started = performance.now();
    const first = commit.add(1, '1');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await Promise.all([first, commit.add(2, '2'), commit.add(3, '3')]);
    expect(performance.now() - started).toBeLessThan(500);
    expect(batches).toEqual([[1, 2, 3]]);
    // What is left after a full batch waits for others again.
    const late = commit.add(4, '4');
    const raced = await Promise.race([
      late,
      new Promise((resolve) => setTimeout(() => resolve('waiting'), 200)),
    ]);
    expect(raced).toBe('waiting');
    expect(await late).toBe(8);
  }, 10_000);

  it('with maxGatherMs, waits while items keep arriving, then writes them together', async () => {
    const { batches, commit } = recorder({ gatherMs: 100, maxGatherMs: 5_000 });
    const started = performance.now();
    const pending: Promise<number>[] = [];
    // A rush: an item every 40 ms for 400 ms; none is written while it lasts.
    for (let n = 1; n <= 10; n++) {
      pending.push(commit.add(n, String(n)));
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    expect(batches).toEqual([]);
    await Promise.all(pending);
    expect(batches).toEqual([[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]]);
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  it('with maxGatherMs, holds full batches too while items keep arriving', async () => {
    const { batches, commit } = recorder({ gatherMs: 100, maxGatherMs: 5_000, maxBatch: 2 });
    const pending = [1, 2, 3].map((n) => commit.add(n, String(n)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(batches).toEqual([]);
    await Promise.all(pending);
    expect(batches).toEqual([[1, 2], [3]]);
  });

  it('with maxGatherMs, writes after that long even while items keep arriving', async () => {
    const { batches, commit } = recorder({ gatherMs: 100, maxGatherMs: 300 });
    const first = commit.add(1, '1');
    const started = performance.now();
    let n = 1;
    const arriving = setInterval(() => void commit.add(++n, String(n)), 30);
    await first;
    clearInterval(arriving);
    expect(performance.now() - started).toBeLessThan(600);
    expect(batches[0]!.length).toBeGreaterThan(3);
  });

  it('flushNow writes what is queued at once, without waiting out the gathering', async () => {
    const { batches, commit } = recorder({ gatherMs: 5_000, maxGatherMs: 10_000 });
    const started = performance.now();
    const waited = commit.add(1, '1');
    commit.flushNow();
    expect(await waited).toBe(2);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(batches).toEqual([[1]]);
  });
});
