import { describe, expect, it } from 'vitest';
import { authorName, formatQaDate } from './author-name';

describe('authorName', () => {
  it('shows Teacher for staff and Guest for a missing name', () => {
    expect(authorName({ _id: 't', name: 'Rafiq Sir' }, 'Admin')).toBe('Teacher');
    expect(authorName({ _id: 's', name: 'Ayesha' })).toBe('Ayesha');
    expect(authorName({ _id: 's', name: '  ' })).toBe('Guest');
    expect(authorName(null)).toBe('Guest');
  });

  it('formats a time with day, short month, year and 12-hour clock', () => {
    expect(formatQaDate('2025-01-05T08:30:00Z', 'Asia/Dhaka')).toBe('05 Jan 2025, 02:30 PM');
    expect(formatQaDate('nope', 'UTC')).toBe('');
  });
});
