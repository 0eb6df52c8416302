/**
 * A map that keeps only its `max` most recently used entries: for per-node caches keyed by a changing
 * set of things (the exams being sat or published today), so that what was used weeks ago is not kept
 * for the node's lifetime.
 */
export class RecentMap<K, V> {
  private readonly entries = new Map<K, V>();
  private newest: K | undefined;

  constructor(private readonly max: number) {}

  /** The value kept for `key`, or `make()`'s (then kept, the least recently used dropped past `max`). */
  get(key: K, make: () => V): V {
    let value = this.entries.get(key);
    if (value !== undefined) {
      // Most calls ask for the entry asked for last (one exam's many questions): no reordering then.
      if (key !== this.newest) {
        this.entries.delete(key);
        this.entries.set(key, value);
        this.newest = key;
      }
      return value;
    }
    value = make();
    this.entries.set(key, value);
    this.newest = key;
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as K);
    return value;
  }

  /** How many entries are kept. */
  get size(): number {
    return this.entries.size;
  }
}
