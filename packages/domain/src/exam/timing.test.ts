import { describe, expect, it } from 'vitest';
import {
  type AnswerArrival,
  CLOSES_BEFORE_NOW,
  clockOffsetMs,
  closingTimeProblem,
  durationMs,
  type ExamCardInput,
  type ExamCardStatus,
  examCardStatus,
  isAnswerAccepted,
  isAutoSubmitDue,
  isFinishedForStudent,
  isLive,
  isPastDeadline,
  personalDeadline,
  remainingSeconds,
  secondsUntil,
  serverNow,
  startWindowError,
} from './timing';

const MIN = 60_000;
const start = Date.UTC(2025, 0, 5, 8, 30); // 14:30 in Dhaka
const end = start + 120 * MIN;
const live = { durationMinutes: 60, endsAt: end, isPractice: false };
const practice = { durationMinutes: 60, endsAt: null, isPractice: true };

describe('isLive', () => {
  it.each([
    [start - 1, false],
    [start, true],
    [start + 30 * MIN, true],
    [end, true],
    [end + 1, false],
  ])('at %s: %s', (now, expected) => {
    expect(isLive(now, start, end)).toBe(expected);
  });

  it('has no end without endsAt', () => {
    expect(isLive(start + 1e12, start, null)).toBe(true);
  });

  it('accepts ISO strings and Dates', () => {
    expect(isLive('2025-01-05T09:00:00Z', new Date(start), '2025-01-05T10:30:00.000Z')).toBe(true);
  });
});

describe('personal deadline and remaining time', () => {
  it.each([
    ['live, early start: own duration', start, live, start + 60 * MIN],
    ['live, late start: capped by endsAt', start + 90 * MIN, live, end],
    ['live without endsAt', start, { ...live, endsAt: undefined }, start + 60 * MIN],
    ['practice ignores endsAt', end + 500 * MIN, { ...practice, endsAt: end }, end + 560 * MIN],
  ])('%s', (_name, startedAt, timing, deadline) => {
    expect(personalDeadline(startedAt, timing)).toBe(deadline);
  });

  it('is NaN without a valid start', () => {
    expect(personalDeadline('bad', live)).toBeNaN();
  });

  it('adds the minutes staff gave, after the window cap, so a changed schedule keeps them', () => {
    expect(personalDeadline(start, live, 10)).toBe(start + 70 * MIN);
    expect(personalDeadline(start + 90 * MIN, live, 5)).toBe(end + 5 * MIN);
    expect(personalDeadline(start, { ...live, durationMinutes: 30 }, 10)).toBe(start + 40 * MIN);
  });

  it.each([
    ['just started', start, start, live, 3600],
    ['10.5 s in', start + 10_500, start, live, 3589],
    ['late start, capped by endsAt', start + 100 * MIN, start + 90 * MIN, live, 20 * 60],
    ['over', start + 61 * MIN, start, live, 0],
    ['practice', start + 200 * MIN, start + 180 * MIN, practice, 40 * 60],
    ['not started yet, live', start + 110 * MIN, null, live, 10 * 60],
    ['not started yet, practice', start + 110 * MIN, undefined, practice, 3600],
  ])('%s', (_name, now, startedAt, timing, seconds) => {
    expect(remainingSeconds(now, startedAt, timing)).toBe(seconds);
  });

  it.each([
    [90, 5_400_000],
    [0, 0],
    [-5, 0],
    [Number.NaN, 0],
  ])('%s minutes is %s ms', (minutes, ms) => {
    expect(durationMs(minutes)).toBe(ms);
  });
});

describe('start window', () => {
  it.each([
    ['live before', start - 1, false, 'notStarted'],
    ['live at start', start, false, null],
    ['live at end', end, false, null],
    ['live after', end + 1, false, 'ended'],
    ['practice before', start - 1, true, 'notStarted'],
    ['practice long after', end + 1e10, true, null],
  ] as const)('%s', (_name, now, isPractice, expected) => {
    const window = { startsAt: start, endsAt: end, isPractice };
    expect(startWindowError(now, window)).toBe(expected);
  });
});

describe('finished for the student', () => {
  it.each([
    ['submitted', start + MIN, live, { startedAt: start, submittedAt: start + MIN }, true],
    ['in progress', start + 30 * MIN, live, { startedAt: start }, false],
    ['own time exactly up', start + 60 * MIN, live, { startedAt: start }, false],
    ['own time passed', start + 60 * MIN + 1, live, { startedAt: start }, true],
    ['live ended, never started', end + 1, live, null, true],
    ['live not ended, never started', end, live, undefined, false],
    ['practice long after, never started', end + 1e9, practice, null, false],
    ['practice time passed', start + 61 * MIN, practice, { startedAt: start }, true],
    [
      'practice submitted',
      start + 5 * MIN,
      practice,
      { startedAt: start, submittedAt: start + 5 * MIN },
      true,
    ],
    ['null submittedAt', start + 5 * MIN, live, { startedAt: start, submittedAt: null }, false],
    [
      'extra minutes past the window',
      end + 10 * MIN,
      live,
      { startedAt: start, deadline: end + 15 * MIN },
      false,
    ],
    ['reopened long after', start + 1e9, practice, { startedAt: start, deadline: start + 2e9 }, false],
    ['stored deadline passed', end + 16 * MIN, live, { startedAt: start, deadline: end + 15 * MIN }, true],
  ])('%s', (_name, now, timing, attempt, expected) => {
    expect(isFinishedForStudent(now, timing, attempt)).toBe(expected);
  });
});

describe('exam card status', () => {
  const card = (input: Partial<ExamCardInput>): ExamCardInput => ({
    now: start,
    startsAt: start,
    ...live,
    ...input,
  });
  const startTime = 'Start Time: 05 Jan 2025, 14:30 pm';

  it.each<[string, ExamCardInput, Partial<ExamCardStatus>]>([
    [
      'upcoming live',
      card({ now: start - MIN, timeZone: 'Asia/Dhaka' }),
      {
        colour: 'green',
        action: 'startTime',
        label: startTime,
        disabled: true,
        retake: false,
        upcoming: true,
      },
    ],
    [
      'upcoming, UTC label by default',
      card({ now: start - MIN }),
      { label: 'Start Time: 05 Jan 2025, 08:30 am', disabled: true },
    ],
    [
      'live, not started',
      card({ now: start + MIN }),
      { colour: 'red', action: 'startExam', label: 'Start Exam', disabled: false },
    ],
    [
      'live, in progress',
      card({ now: start + 10 * MIN, attempt: { startedAt: start } }),
      { colour: 'red', action: 'startExam', disabled: false },
    ],
    [
      'live, reopened after the window closed',
      card({ now: end + 5 * MIN, attempt: { startedAt: start, deadline: end + 20 * MIN } }),
      { action: 'startExam', label: 'Start Exam', disabled: false, finished: false },
    ],
    [
      'live, submitted while still live',
      card({ now: start + 10 * MIN, attempt: { startedAt: start, submittedAt: start + 5 * MIN } }),
      { colour: 'red', action: 'viewResult', label: 'View Result', retake: false, finished: true },
    ],
    [
      'live ended',
      card({ now: end + 1 }),
      { colour: 'blue', action: 'viewResult', finished: true, retake: false },
    ],
    [
      'practice before start',
      card({ ...practice, now: start - MIN, timeZone: { offsetMinutes: 360 } }),
      { colour: 'green', action: 'startTime', label: startTime, disabled: true },
    ],
    [
      'practice open',
      card({ ...practice, now: end + 1e6 }),
      { colour: 'green', action: 'startExam', disabled: false },
    ],
    [
      'practice submitted',
      card({
        ...practice,
        now: start + 5 * MIN,
        attempt: { startedAt: start, submittedAt: start + 4 * MIN },
      }),
      { colour: 'blue', action: 'viewResult', label: 'View Result', retake: true, noRetakesLeft: false },
    ],
    [
      'practice submitted, retakes used up',
      card({
        ...practice,
        now: start + 5 * MIN,
        attempt: { startedAt: start, submittedAt: start + 4 * MIN },
        retakesLeft: 0,
      }),
      { action: 'viewResult', retake: false, noRetakesLeft: true },
    ],
    [
      'practice submitted, one retake left',
      card({
        ...practice,
        now: start + 5 * MIN,
        attempt: { startedAt: start, submittedAt: start + 4 * MIN },
        retakesLeft: 1,
      }),
      { retake: true, noRetakesLeft: false },
    ],
    [
      'practice time passed',
      card({ ...practice, now: start + 61 * MIN, attempt: { startedAt: start } }),
      { colour: 'blue', action: 'viewResult', retake: true },
    ],
  ])('%s', (_name, input, expected) => {
    expect(examCardStatus(input)).toMatchObject(expected);
  });
});

describe('grace for late answers', () => {
  const deadline = start + 60 * MIN;
  const base: AnswerArrival = {
    receivedAt: deadline,
    clientTimestamp: deadline - MIN,
    startedAt: start,
    deadline,
    graceSeconds: 300,
  };

  it.each<[string, Partial<AnswerArrival>, boolean]>([
    ['on time', {}, true],
    ['on time, client clock odd', { clientTimestamp: deadline + 1e9 }, true],
    ['late, answered in time, within grace', { receivedAt: deadline + 60_000 }, true],
    ['late, at grace end', { receivedAt: deadline + 300_000 }, true],
    ['late, after grace', { receivedAt: deadline + 300_001 }, false],
    ['late, answered after deadline', { receivedAt: deadline + 1000, clientTimestamp: deadline + 1 }, false],
    ['late, answered at deadline', { receivedAt: deadline + 1000, clientTimestamp: deadline }, true],
    ['late, stamped before start', { receivedAt: deadline + 1000, clientTimestamp: start - 1 }, false],
    ['late, bad stamp', { receivedAt: deadline + 1000, clientTimestamp: 'x' }, false],
    ['late, no grace', { receivedAt: deadline + 1, graceSeconds: 0 }, false],
  ])('%s', (_name, change, expected) => {
    expect(isAnswerAccepted({ ...base, ...change })).toBe(expected);
  });

  it.each([
    [start + 65 * MIN, 300, false],
    [start + 65 * MIN + 1, 300, true],
    [start + 60 * MIN + 1, 0, true],
    [start + 60 * MIN, 0, false],
  ])('auto-submit at %s with %s s grace: %s', (now, grace, due) => {
    expect(isAutoSubmitDue(now, deadline, grace)).toBe(due);
  });
});

describe('server clock', () => {
  it('estimates the offset from the round trip midpoint', () => {
    expect(clockOffsetMs(10_500, 1_000, 2_000)).toBe(9_000);
    expect(clockOffsetMs('1970-01-01T00:00:01Z', 1_000, 1_000)).toBe(0);
    expect(clockOffsetMs('bad', 1_000, 2_000)).toBe(0);
    expect(serverNow(2_000, 9_000)).toBe(11_000);
    expect(serverNow(2_000, Number.NaN)).toBe(2_000);
  });
});

describe('secondsUntil', () => {
  it('counts whole seconds down to a stored deadline, never below 0, 0 for an invalid one', () => {
    expect(secondsUntil(start, start + 70 * MIN)).toBe(70 * 60);
    expect(secondsUntil(start + 1500, start + 10_000)).toBe(8);
    expect(secondsUntil(start + 10_000, start)).toBe(0);
    expect(secondsUntil(start, 'not a time')).toBe(0);
    expect(secondsUntil(new Date(start), new Date(start + MIN).toISOString())).toBe(60);
  });
});

describe('isPastDeadline', () => {
  it('is false before the deadline, true from the deadline on, false for an invalid deadline', () => {
    const deadline = start + 60 * MIN;
    expect(isPastDeadline(deadline - 1, deadline)).toBe(false);
    expect(isPastDeadline(deadline, deadline)).toBe(true);
    expect(isPastDeadline(deadline + 1000, new Date(deadline).toISOString())).toBe(true);
    expect(isPastDeadline(new Date(deadline - 1), new Date(deadline))).toBe(false);
    expect(isPastDeadline(deadline, 'not a time')).toBe(false);
    expect(isPastDeadline(deadline, '')).toBe(false);
  });
});

describe('closing time of a new window', () => {
  it('refuses a window that closes before now or at now', () => {
    expect(closingTimeProblem(end, end + 1)).toBe(CLOSES_BEFORE_NOW);
    expect(closingTimeProblem('2020-01-01T12:00:00Z', start)).toBe(CLOSES_BEFORE_NOW);
    expect(closingTimeProblem(end, end)).toBe(CLOSES_BEFORE_NOW);
  });

  it('allows a window still open after now, and no end at all', () => {
    expect(closingTimeProblem(end, end - 1)).toBeNull();
    expect(closingTimeProblem(null, end)).toBeNull();
  });

  it('lets a window that opened already close before now (the exam ends), not one still to open', () => {
    expect(closingTimeProblem(end, end + MIN, start)).toBeNull();
    expect(closingTimeProblem(end, end + MIN, end + MIN)).toBeNull();
    expect(closingTimeProblem(end, end + MIN, end + 2 * MIN)).toBe(CLOSES_BEFORE_NOW);
  });
});
