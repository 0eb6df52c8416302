import { describe, expect, it } from 'vitest';
import { GroupCommit, type Queued } from './group-commit';

/** A writer that records each batch's items and answers each item doubled (refusing negative ones). */
function recorder(options: { maxBatch?: number; gatherMs?: number; holdKeys?: boolean } = {}) {
  const batches: number[][] = [];
  const commit = new GroupCommit<number, number>({
    concurrency: 1,
    maxBatch: options.maxBatch ?? 100,
    ...(options.gatherMs ? { gatherMs: options.gatherMs } : {}),
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
});
