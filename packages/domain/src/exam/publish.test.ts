import { describe, expect, it } from 'vitest';
import { isPublishedWhenScored, openWindows, openWindowsReason } from './publish';

const at = (iso: string) => Date.parse(iso);

describe('openWindows', () => {
  const windows = [
    { groupId: 'a', name: 'Batch A', endsAtMs: at('2026-01-01T10:00:00Z') },
    { groupId: 'b', name: 'Batch B', endsAtMs: at('2026-01-01T12:00:00Z') },
    { groupId: 'c', name: 'Batch C', endsAtMs: null },
  ];
  it('keeps the groups whose window has not closed, the end itself included, and those without an end', () => {
    expect(openWindows(windows, at('2026-01-01T11:00:00Z')).map((w) => w.groupId)).toEqual(['b', 'c']);
    expect(openWindows(windows, at('2026-01-01T12:00:00Z')).map((w) => w.groupId)).toEqual(['b', 'c']);
    expect(openWindows(windows, at('2026-01-01T12:00:01Z')).map((w) => w.groupId)).toEqual(['c']);
  });
  it('says which group is open until when', () => {
    expect(openWindowsReason(windows.slice(1))).toBe(
      'The exam window is still open for Batch B (open until 01 Jan 2026, 12:00 UTC), Batch C (the window has no end). Publish when it closes, or publish for the closed groups only.',
    );
  });
});

describe('isPublishedWhenScored', () => {
  it('publishes a practice result at once, a live one only once its group is published', () => {
    expect(isPublishedWhenScored({ isPractice: true }, false)).toBe(true);
    expect(isPublishedWhenScored({ isPractice: false }, true)).toBe(true);
    expect(isPublishedWhenScored({ isPractice: false }, false)).toBe(false);
  });
});
