import { describe, expect, it } from 'vitest';
import { RecentMap } from './recent-map';

describe('RecentMap', () => {
  it('makes a value once and gives the same one while it is kept', () => {
    const map = new RecentMap<string, { n: number }>(2);
    let made = 0;
    const a = map.get('a', () => ({ n: ++made }));
    expect(map.get('a', () => ({ n: ++made }))).toBe(a);
    expect(made).toBe(1);
  });

  it('drops the least recently used past its size, keeping what was asked for lately', () => {
    const map = new RecentMap<string, string>(2);
    const made: string[] = [];
    const get = (key: string) =>
      map.get(key, () => {
        made.push(key);
        return key;
      });
    get('a');
    get('b');
    get('a'); // a is now the newest: b goes first
    get('c');
    expect(map.size).toBe(2);
    get('a');
    get('b'); // made again
    expect(made).toEqual(['a', 'b', 'c', 'b']);
  });
});
