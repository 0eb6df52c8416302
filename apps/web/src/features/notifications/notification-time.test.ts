import { localizeText } from '@lms/browser/i18n';
import { describe, expect, it } from 'vitest';
import { formatNotificationTime } from './notification-time';

describe('formatNotificationTime', () => {
  it('writes the evening on the 12-hour clock with pm, the morning with am', () => {
    expect(formatNotificationTime('2026-11-23T15:20:00Z', 'Asia/Dhaka')).toBe('23 Nov 2026 | 09:20 pm');
    expect(formatNotificationTime('2026-11-18T02:20:00Z', 'Asia/Dhaka')).toBe('18 Nov 2026 | 08:20 am');
    expect(formatNotificationTime('2026-11-18T06:05:00Z', 'Asia/Dhaka')).toBe('18 Nov 2026 | 12:05 pm');
  });

  it('reads in Bengali digits, month and অপরাহ্ণ', () => {
    expect(localizeText('bn', formatNotificationTime('2026-11-23T15:20:00Z', 'Asia/Dhaka'))).toBe(
      '২৩ নভে ২০২৬ | ০৯:২০ অপরাহ্ণ',
    );
  });

  it('is empty for a time it cannot read', () => {
    expect(formatNotificationTime('not a time', 'UTC')).toBe('');
  });
});
