import { formatStartTime } from './format';
import { examLabels } from './messages';
import { type Instant, type TimeZone, toMillis, UTC_TIME_ZONE } from './time';

/**
 * Exam timing; the server's clock decides. Every function takes `now` explicitly: on the
 * server it is the server clock; in the browser it is the server time estimated with
 * `clockOffsetMs`. All comparisons are in epoch milliseconds (zone-free); see `time.ts`.
 */

/** Seconds between re-evaluations of the exam card status. */
export const EXAM_STATUS_REFRESH_SECONDS = 10;

/** Milliseconds of a duration in minutes (the countdown uses minutes x 60); invalid or negative is 0. */
export function durationMs(durationMinutes: number): number {
  return Number.isFinite(durationMinutes) && durationMinutes > 0 ? durationMinutes * 60_000 : 0;
}

/** The end of the window in ms; +Infinity when there is none (missing endsAt). */
function endMs(endsAt: Instant | null | undefined): number {
  const ms = toMillis(endsAt);
  return Number.isNaN(ms) ? Number.POSITIVE_INFINITY : ms;
}

/** Live: startsAt <= now <= endsAt (both ends inclusive). A missing endsAt means no end. */
export function isLive(now: Instant, startsAt: Instant, endsAt?: Instant | null): boolean {
  const at = toMillis(now);
  return toMillis(startsAt) <= at && at <= endMs(endsAt);
}

/** How an exam is timed. */
export interface ExamTiming {
  /** Duration in minutes. */
  durationMinutes: number;
  /** End of a live exam's window; ignored for practice exams. */
  endsAt?: Instant | null;
  isPractice: boolean;
}

/**
 * The student's personal deadline in epoch ms: live = min(own start + duration, endsAt);
 * practice = own start + duration; then plus the minutes staff added to the attempt on exam day
 * (an extension relative to the schedule, so a changed schedule keeps it). NaN when `startedAt` is
 * not a valid instant.
 */
export function personalDeadline(startedAt: Instant, timing: ExamTiming, extraMinutes = 0): number {
  const ownEnd = toMillis(startedAt) + durationMs(timing.durationMinutes);
  const scheduled = timing.isPractice ? ownEnd : Math.min(ownEnd, endMs(timing.endsAt));
  return scheduled + durationMs(extraMinutes);
}

/**
 * Whole seconds left (rounded down, never below 0): duration x 60 minus the time since the
 * student's own start, and for a live exam no later than endsAt. Without a start (not started
 * yet) it is the time a start at `now` would get.
 */
export function remainingSeconds(
  now: Instant,
  startedAt: Instant | null | undefined,
  timing: ExamTiming,
): number {
  const at = toMillis(now);
  const start = toMillis(startedAt);
  return secondsUntil(at, personalDeadline(Number.isNaN(start) ? at : start, timing));
}

/**
 * Whole seconds from `now` to a deadline (rounded down, never below 0; 0 for an invalid one): the
 * countdown of an attempt whose stored deadline may have grown (staff can add minutes).
 */
export function secondsUntil(now: Instant, deadline: Instant): number {
  const left = Math.floor((toMillis(deadline) - toMillis(now)) / 1000);
  return Number.isFinite(left) && left > 0 ? left : 0;
}

/**
 * True once a student's time is over: `now` has reached the deadline (a valid one; an invalid deadline
 * is never reached). The student's time-over dialog and a result asked for after the deadline follow
 * it; the exam-day monitor's queries say the same in SQL (`deadline_at <= now`).
 */
export function isPastDeadline(now: Instant, deadline: Instant): boolean {
  return toMillis(deadline) <= toMillis(now);
}

/** Why an exam cannot be started now: 'notStarted' before startsAt, 'ended' after a live exam's endsAt. */
export type StartWindowError = 'notStarted' | 'ended';

/**
 * The start-window rule: a live exam may be started only while live (startsAt <= now <= endsAt);
 * a practice exam any time from startsAt on (no end). Returns null when starting is allowed.
 */
export function startWindowError(
  now: Instant,
  window: { startsAt: Instant; endsAt?: Instant | null; isPractice: boolean },
): StartWindowError | null {
  const at = toMillis(now);
  if (!(toMillis(window.startsAt) <= at)) return 'notStarted';
  if (!window.isPractice && at > endMs(window.endsAt)) return 'ended';
  return null;
}

/** A student's attempt, as far as timing goes. */
export interface AttemptTimes {
  startedAt?: Instant | null;
  submittedAt?: Instant | null;
  /** The attempt's stored personal deadline (extra minutes and a reopening move it), when known. */
  deadline?: Instant | null;
}

/**
 * Finished for the student: the attempt has a submittedAt, or its stored deadline has passed when it is
 * known, else its start plus the duration has passed (now > start + duration), or the exam is not
 * practice and endsAt has passed (now > endsAt).
 */
export function isFinishedForStudent(
  now: Instant,
  timing: ExamTiming,
  attempt?: AttemptTimes | null,
): boolean {
  const at = toMillis(now);
  if (
    attempt?.submittedAt !== null &&
    attempt?.submittedAt !== undefined &&
    !Number.isNaN(toMillis(attempt.submittedAt))
  ) {
    return true;
  }
  const deadline = toMillis(attempt?.deadline);
  if (!Number.isNaN(deadline)) return at > deadline;
  const start = toMillis(attempt?.startedAt);
  if (!Number.isNaN(start) && at > start + durationMs(timing.durationMinutes)) return true;
  return !timing.isPractice && at > endMs(timing.endsAt);
}

/** Colours of an exam card. */
export type ExamCardColour = 'blue' | 'green' | 'red';

/** The main action of an exam card. */
export type ExamCardAction = 'viewResult' | 'startExam' | 'startTime';

/** What an exam card shows. */
export interface ExamCardStatus {
  live: boolean;
  /** now < startsAt. */
  upcoming: boolean;
  finished: boolean;
  colour: ExamCardColour;
  action: ExamCardAction;
  /** 'View Result', 'Start Exam' or 'Start Time: 05 Jan 2025, 14:30 pm'. */
  label: string;
  /** The main button is disabled (before startsAt). */
  disabled: boolean;
  /** Show the 'Retake Exam' button too (finished practice exams with a retake left). */
  retake: boolean;
  /** A finished practice exam whose retakes are used up: say 'No retakes left' instead. */
  noRetakesLeft: boolean;
}

/** What the exam card status needs. */
export interface ExamCardInput extends ExamTiming {
  now: Instant;
  startsAt: Instant;
  attempt?: AttemptTimes | null;
  /** Zone of the 'Start Time: ' label; default UTC. */
  timeZone?: TimeZone;
  /** Retakes the student has left (the server's `retakesLeft`): null or absent without a limit. */
  retakesLeft?: number | null;
}

/**
 * The exam card's status, re-evaluated every 10 seconds.
 * - Colour, read as the client's ternary: practice or upcoming -> blue if finished, else green;
 *   otherwise live -> red (even when this student has already submitted); otherwise blue.
 * - Button: finished -> 'View Result' (practice: plus 'Retake Exam', or 'No retakes left' once
 *   `retakesLeft` is 0); otherwise disabled before
 *   startsAt; 'Start Exam' when live, or practice and startsAt has passed, or the attempt is in progress
 *   (past the window: extra minutes, a reopening); otherwise
 *   'Start Time: ' + the start formatted 'DD MMM YYYY, HH:mm a' in `timeZone`.
 */
export function examCardStatus(input: ExamCardInput): ExamCardStatus {
  const at = toMillis(input.now);
  const startsAt = toMillis(input.startsAt);
  const live = isLive(at, startsAt, input.endsAt);
  const upcoming = at < startsAt;
  const finished = isFinishedForStudent(at, input, input.attempt);
  const colour: ExamCardColour =
    input.isPractice || upcoming ? (finished ? 'blue' : 'green') : live ? 'red' : 'blue';
  const base = { live, upcoming, finished, colour, noRetakesLeft: false };
  if (finished) {
    const usedUp = input.retakesLeft === 0;
    return {
      ...base,
      action: 'viewResult',
      label: examLabels.viewResult,
      disabled: false,
      retake: input.isPractice && !usedUp,
      noRetakesLeft: input.isPractice && usedUp,
    };
  }
  const disabled = !(startsAt <= at);
  // An attempt not finished goes on past the window when its deadline does (extra minutes, a reopening).
  const inProgress = toMillis(input.attempt?.startedAt) <= at;
  if (live || inProgress || (input.isPractice && startsAt <= at)) {
    return { ...base, action: 'startExam', label: examLabels.startExam, disabled, retake: false };
  }
  const label = `${examLabels.startTimePrefix}${formatStartTime(startsAt, input.timeZone ?? UTC_TIME_ZONE)}`;
  return { ...base, action: 'startTime', label, disabled, retake: false };
}

/** An answer arriving at the server, for the deadline and grace rule. */
export interface AnswerArrival {
  /** Server time the answer arrived. */
  receivedAt: Instant;
  /** The client's timestamp of the answer (when the student answered). */
  clientTimestamp: Instant;
  /** The attempt's start. */
  startedAt: Instant;
  /** The attempt's personal deadline (see `personalDeadline`). */
  deadline: Instant;
  /** Grace period after the deadline for answers given in time that reach the server late, in seconds. */
  graceSeconds: number;
}

/**
 * True when an answer may be saved: it arrives by the deadline, or, arriving later, its client
 * timestamp lies inside the attempt [start, deadline] and it arrives within graceSeconds after the
 * deadline (all bounds inclusive).
 *
 * The grace is for an answer given in time that reaches the server late: saved on a phone that was
 * offline and synced afterwards, slowed by a poor link, or waiting in the queue of a server that fell
 * behind at the deadline, when thousands save at once. Whether the request says `offline=true` does not
 * matter: the flag is the client's own word and earns nothing the timestamp does not. Refusing an answer
 * sent in time because its request waited would lose it for the student.
 */
export function isAnswerAccepted(arrival: AnswerArrival): boolean {
  const received = toMillis(arrival.receivedAt);
  const deadline = toMillis(arrival.deadline);
  if (received <= deadline) return true;
  const stamped = toMillis(arrival.clientTimestamp);
  const grace =
    Number.isFinite(arrival.graceSeconds) && arrival.graceSeconds > 0 ? arrival.graceSeconds * 1000 : 0;
  return toMillis(arrival.startedAt) <= stamped && stamped <= deadline && received <= deadline + grace;
}

/** True when an unsubmitted attempt is due for automatic submission: now is past deadline + grace. */
export function isAutoSubmitDue(now: Instant, deadline: Instant, graceSeconds: number): boolean {
  const grace = Number.isFinite(graceSeconds) && graceSeconds > 0 ? graceSeconds * 1000 : 0;
  return toMillis(now) > toMillis(deadline) + grace;
}

/**
 * The offset to add to the client clock to get server time, from one request: the server's time
 * in the response, and the client times the request was sent and the response received (the
 * server time is taken to be the midpoint). Epoch ms.
 */
export function clockOffsetMs(
  serverTime: Instant,
  requestSentAt: Instant,
  responseReceivedAt: Instant,
): number {
  const offset = toMillis(serverTime) - (toMillis(requestSentAt) + toMillis(responseReceivedAt)) / 2;
  return Number.isFinite(offset) ? Math.round(offset) : 0;
}

/** Estimated server time (epoch ms) from the client clock and a `clockOffsetMs`. */
export function serverNow(clientNow: Instant, offsetMs: number): number {
  return toMillis(clientNow) + (Number.isFinite(offsetMs) ? offsetMs : 0);
}

/** Why a live exam's window cannot be set to close at `endsAt`: it is over already, no student could sit it. */
export const CLOSES_BEFORE_NOW = 'The exam would close before now: no student could sit it';

/**
 * The problem with setting a window that closes at `endsAt` (null: no end, as practice exams have), or
 * null when it is fine: a window must still be open after `now`, unless the window being changed had
 * opened already (`openedAt`, the start it has now; null for a new window), when closing it is ending
 * an exam students could sit, early or after the fact.
 */
export function closingTimeProblem(
  endsAt: Instant | null,
  now: Instant,
  openedAt: Instant | null = null,
): string | null {
  if (openedAt !== null && toMillis(openedAt) <= toMillis(now)) return null;
  return endMs(endsAt) <= toMillis(now) ? CLOSES_BEFORE_NOW : null;
}
