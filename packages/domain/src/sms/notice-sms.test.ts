import { describe, expect, it } from 'vitest';
import { checkNoticeSms, renderNoticeSms } from './notice-sms';

describe('notice SMS', () => {
  it('puts the heading on the first line, trimmed', () => {
    expect(renderNoticeSms('  Class at 5 pm  ', ' Change ')).toBe('Change\nClass at 5 pm');
    expect(renderNoticeSms('Class at 5 pm', '')).toBe('Class at 5 pm');
    expect(renderNoticeSms('Class at 5 pm')).toBe('Class at 5 pm');
  });

  it('is refused past the part limit, counted as operators bill it', () => {
    expect(checkNoticeSms('a'.repeat(160), 1)).toMatchObject({ tooLong: false, count: { parts: 1 } });
    expect(checkNoticeSms('a'.repeat(161), 1)).toMatchObject({ tooLong: true, count: { parts: 2 } });
    expect(checkNoticeSms('ক'.repeat(70), 1)).toMatchObject({ tooLong: false, count: { encoding: 'ucs2' } });
    expect(checkNoticeSms('ক'.repeat(71), 1).tooLong).toBe(true);
    expect(checkNoticeSms('ক'.repeat(134), 2).tooLong).toBe(false);
    expect(checkNoticeSms('ক'.repeat(135), 2).tooLong).toBe(true);
  });
});
