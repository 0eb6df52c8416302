/**
 * A small per-node cache whose entries live `ttlMs` (read through `clock`, so tests can move time).
 * For data that may be a few seconds stale on one node (names, a group's content list) and is read by
 * thousands of students at once when an exam opens. Concurrent misses of one key share one load.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: Promise<V>; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly clock: () => Date,
    private readonly maxEntries = 10_000,
  ) {}

  /** The cached value of `key`, or `load()`'s (kept only when it succeeds). */
  get(key: K, load: () => Promise<V>): Promise<V> {
    const now = this.clock().getTime();
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = load();
    this.entries.set(key, { value, until: now + this.ttlMs });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /** Forgets `key` on this node (after a change made here). */
  delete(key: K): void {
    this.entries.delete(key);
  }

  /** Forgets every entry on this node. */
  clear(): void {
    this.entries.clear();
  }
}
