import { describe, expect, it } from 'vitest';
import { plural } from './plural';

describe('plural', () => {
  it('says one noun for 1 and the plural for anything else', () => {
    expect(plural(1, 'minute')).toBe('1 minute');
    expect(plural(0, 'minute')).toBe('0 minutes');
    expect(plural(90, 'minute')).toBe('90 minutes');
    expect(plural(1, 'reply', 'replies')).toBe('1 reply');
    expect(plural(3, 'reply', 'replies')).toBe('3 replies');
  });
});
