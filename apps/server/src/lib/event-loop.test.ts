import { describe, expect, it } from 'vitest';
import { forEachInSlices } from './event-loop';

describe('forEachInSlices', () => {
  it('visits every item once, in order, and lets waiting work run between slices only', async () => {
    const seen: string[] = [];
    const items = Array.from({ length: 7 }, (_, i) => i);
    // Work queued before the loop starts: it runs at the first break between slices, not before.
    setImmediate(() => seen.push('other request'));
    await forEachInSlices(items, 3, (item, index) => seen.push(`${item}@${index}`));
    expect(seen).toEqual(['0@0', '1@1', '2@2', 'other request', '3@3', '4@4', '5@5', '6@6']);
  });

  it('does nothing for no items', async () => {
    let calls = 0;
    await forEachInSlices([], 5, () => calls++);
    expect(calls).toBe(0);
  });
});
