import { afterEach, describe, expect, it, vi } from 'vitest';
import { localStoreOpener } from './local-store-opener';

const hadIndexedDb = 'indexedDB' in globalThis;
const realIndexedDb = (globalThis as { indexedDB?: unknown }).indexedDB;
afterEach(() => {
  if (hadIndexedDb) (globalThis as { indexedDB?: unknown }).indexedDB = realIndexedDb;
  else delete (globalThis as { indexedDB?: unknown }).indexedDB;
  vi.restoreAllMocks();
});

describe('localStoreOpener', () => {
  it('opens the IndexedDB store once per student and page', async () => {
    (globalThis as { indexedDB?: unknown }).indexedDB = {};
    const open = vi.fn(async (studentId: string) => ({ kind: 'indexeddb', studentId }));
    const opener = localStoreOpener(open, () => ({ kind: 'memory', studentId: '' }), 'no');
    const first = await opener('s1');
    expect(await opener('s1')).toBe(first);
    expect(first).toEqual({ kind: 'indexeddb', studentId: 's1' });
    expect((await opener('s2')).studentId).toBe('s2');
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('falls back to memory, for the rest of the page, when IndexedDB refuses or is missing', async () => {
    (globalThis as { indexedDB?: unknown }).indexedDB = {};
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const open = vi.fn(async () => {
      throw new Error('blocked');
    });
    const opener = localStoreOpener<{ kind: string }>(open, () => ({ kind: 'memory' }), 'kept in memory');
    const store = await opener('s1');
    expect(store).toEqual({ kind: 'memory' });
    expect(await opener('s1')).toBe(store);
    expect(open).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith('kept in memory', expect.any(Error));

    delete (globalThis as { indexedDB?: unknown }).indexedDB;
    const never = vi.fn(async () => ({ kind: 'indexeddb' }));
    expect(await localStoreOpener(never, () => ({ kind: 'memory' }), 'x')('s1')).toEqual({ kind: 'memory' });
    expect(never).not.toHaveBeenCalled();
  });
});
