import { describe, expect, it } from 'vitest';
import {
  EXCEPTION_CHANGES_NOTHING,
  EXCEPTION_LIVE_RETAKES,
  EXCEPTION_WINDOW_BACKWARDS,
  exceptionProblem,
  studentSchedule,
} from './exceptions';
import { CLOSES_BEFORE_NOW } from './timing';

const live = {
  startsAt: '2026-03-01T09:00:00Z',
  endsAt: '2026-03-01T11:00:00Z',
  durationMinutes: 60,
  retakeLimit: null,
  isPractice: false,
};
const practice = { ...live, endsAt: null, isPractice: true, retakeLimit: 1 };
const at = (iso: string) => Date.parse(iso);

describe('studentSchedule', () => {
  it('is the group schedule without exceptions', () => {
    expect(studentSchedule(live, {})).toEqual({
      startsAt: at(live.startsAt),
      endsAt: at(live.endsAt),
      durationMinutes: 60,
      extraMinutes: 0,
      retakeLimit: null,
      changed: false,
    });
  });

  it("takes the student's fields over the group's, field by field", () => {
    const schedule = studentSchedule(live, {
      group: { durationMinutes: 90, endsAt: '2026-03-01T12:00:00Z', extraMinutes: 5 },
      student: { durationMinutes: 75, extraMinutes: 15 },
    });
    expect(schedule).toMatchObject({
      endsAt: at('2026-03-01T12:00:00Z'),
      durationMinutes: 75,
      extraMinutes: 15,
      changed: true,
    });
  });

  it('adds standing extra time to the exception minutes', () => {
    expect(studentSchedule(live, { student: { extraMinutes: 15 } }, 10).extraMinutes).toBe(25);
    expect(studentSchedule(live, {}, 10)).toMatchObject({ extraMinutes: 10, changed: true });
    expect(studentSchedule(live, {}, -5).extraMinutes).toBe(0);
  });

  it('changes retakes of practice exams only', () => {
    expect(studentSchedule(practice, { student: { retakeLimit: 3 } }).retakeLimit).toBe(3);
    expect(studentSchedule(live, { student: { retakeLimit: 3 } }).retakeLimit).toBeNull();
  });
});

describe('exceptionProblem', () => {
  const now = '2026-03-01T08:00:00Z';
  it('accepts extra minutes, another duration or a later window', () => {
    expect(exceptionProblem(live, { extraMinutes: 15 }, now)).toBeNull();
    expect(exceptionProblem(live, { durationMinutes: 90 }, now)).toBeNull();
    expect(
      exceptionProblem(live, { startsAt: '2026-03-02T09:00:00Z', endsAt: '2026-03-02T10:00:00Z' }, now),
    ).toBeNull();
  });

  it('refuses an exception that changes nothing', () => {
    expect(exceptionProblem(live, {}, now)).toBe(EXCEPTION_CHANGES_NOTHING);
    expect(exceptionProblem(live, { extraMinutes: null }, now)).toBe(EXCEPTION_CHANGES_NOTHING);
  });

  it('refuses a window that closes before it opens, also against the schedule', () => {
    expect(
      exceptionProblem(live, { startsAt: '2026-03-01T10:00:00Z', endsAt: '2026-03-01T09:30:00Z' }, now),
    ).toBe(EXCEPTION_WINDOW_BACKWARDS);
    expect(exceptionProblem(live, { startsAt: '2026-03-01T12:00:00Z' }, now)).toBe(
      EXCEPTION_WINDOW_BACKWARDS,
    );
  });

  it('refuses a live window already over, but not a practice exam without an end', () => {
    expect(exceptionProblem(live, { endsAt: '2026-03-01T09:30:00Z' }, '2026-03-01T10:00:00Z')).toBe(
      CLOSES_BEFORE_NOW,
    );
    expect(exceptionProblem(practice, { startsAt: '2026-02-01T09:00:00Z' }, now)).toBeNull();
  });

  it('refuses retakes on a live exam and a bad retake count', () => {
    expect(exceptionProblem(live, { retakeLimit: 2 }, now)).toBe(EXCEPTION_LIVE_RETAKES);
    expect(exceptionProblem(practice, { retakeLimit: -1 }, now)).toMatch(/whole number/);
    expect(exceptionProblem(practice, { retakeLimit: 4 }, now)).toBeNull();
  });
});
