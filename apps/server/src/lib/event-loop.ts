/** Lets the requests waiting on this process run before the caller goes on. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Runs `work` on each item in slices of `size`, letting other requests run between slices: a long
 * loop (20,000 notifications, a 20,000-row merit list) must not hold every student's request behind it.
 */
export async function forEachInSlices<T>(
  items: readonly T[],
  size: number,
  work: (item: T, index: number) => void,
): Promise<void> {
  for (let from = 0; from < items.length; from += size) {
    if (from > 0) await yieldToEventLoop();
    const to = Math.min(items.length, from + size);
    for (let i = from; i < to; i++) work(items[i]!, i);
  }
}
