import { describe, expect, it } from 'vitest';
import { type ProfileNotification, unseenCount } from './get-profile';

const entry = (isSeen: boolean): ProfileNotification => ({
  isSeen,
  notificationId: { _id: String(Math.random()), type: 'notice', message: 'm', createdAt: '2025-01-01' },
});

describe('unseenCount', () => {
  it('counts the notifications not seen yet', () => {
    expect(unseenCount([entry(false), entry(true), entry(false)])).toBe(2);
    expect(unseenCount([])).toBe(0);
    expect(unseenCount(undefined)).toBe(0);
  });
});
