import { describe, expect, it } from 'vitest';
import { formatDateTime } from './clock-time';

describe('formatDateTime', () => {
  it('writes the afternoon on the 12-hour clock with pm', () => {
    expect(formatDateTime('2025-01-05T08:30:00Z', 'Asia/Dhaka')).toBe('05 Jan 2025, 02:30 pm');
    expect(formatDateTime('2025-01-05T02:30:00Z', 'Asia/Dhaka')).toBe('05 Jan 2025, 08:30 am');
  });
});
