import { describe, expect, it } from 'vitest';
import { shownState, untilNextTimeOver } from './time-over';

const at = (iso: string) => Date.parse(iso);
const deadline = '2026-11-27T09:09:48.000Z';

describe('the state the monitor shows', () => {
  it('is "time over" for a student still answering or offline once the deadline has passed', () => {
    expect(shownState({ state: 'answering', deadline }, at('2026-11-27T09:10:43Z'))).toBe('timeOver');
    expect(shownState({ state: 'offline', deadline }, at(deadline))).toBe('timeOver');
  });

  it("is the server's state before the deadline, once submitted, and before the start", () => {
    expect(shownState({ state: 'answering', deadline }, at('2026-11-27T09:09:47Z'))).toBe('answering');
    expect(shownState({ state: 'submitted', deadline }, at('2026-11-27T09:20:00Z'))).toBe('submitted');
    expect(shownState({ state: 'notStarted', deadline: null }, at('2026-11-27T09:20:00Z'))).toBe(
      'notStarted',
    );
  });

  it('knows when the next sitting student runs out of time', () => {
    const rows = [
      { state: 'answering', deadline: '2026-11-27T09:12:00Z' },
      { state: 'offline', deadline: '2026-11-27T09:11:00Z' },
      { state: 'submitted', deadline: '2026-11-27T09:10:30Z' },
      { state: 'answering', deadline },
    ] as const;
    expect(untilNextTimeOver(rows, at('2026-11-27T09:10:00Z'))).toBe(60_000);
    expect(untilNextTimeOver(rows, at('2026-11-27T09:13:00Z'))).toBeNull();
  });
});
