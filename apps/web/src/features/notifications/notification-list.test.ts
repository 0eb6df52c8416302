import type { NotificationEntry } from '@lms/domain/contract';
import { describe, expect, it } from 'vitest';
import { addOnTop, changeIn, markSeenIn, removeFrom } from './notification-list';

const entry = (id: string, isSeen = false): NotificationEntry => ({
  isSeen,
  notificationId: { _id: id, type: 'notice', message: `m${id}`, createdAt: '2026-01-01T00:00:00Z', info: {} },
});

describe('notification list', () => {
  it('puts a live notification on top unless it is listed already', () => {
    const list = [entry('b'), entry('a')];
    expect(addOnTop(list, entry('c')).map((e) => e.notificationId._id)).toEqual(['c', 'b', 'a']);
    expect(addOnTop(list, entry('a', true))).toEqual(list);
  });

  it('marks one seen and removes one, leaving the others', () => {
    const list = [entry('b'), entry('a')];
    expect(markSeenIn(list, 'a').map((e) => e.isSeen)).toEqual([false, true]);
    expect(removeFrom(list, 'b').map((e) => e.notificationId._id)).toEqual(['a']);
    expect(list.map((e) => e.isSeen)).toEqual([false, false]);
  });

  it("replaces an edited notice's text and info, keeping its seen state and place", () => {
    const list = [entry('b', true), entry('a')];
    const changed = changeIn(list, { _id: 'b', message: 'new', info: { title: 'T' } });
    expect(changed.map((e) => [e.notificationId._id, e.notificationId.message, e.isSeen])).toEqual([
      ['b', 'new', true],
      ['a', 'ma', false],
    ]);
    expect(changed[0]?.notificationId.info).toEqual({ title: 'T' });
  });
});
