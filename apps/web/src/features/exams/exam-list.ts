import { type ExamCardStatus, examCardStatus, examLabels, type TimeZone } from '@lms/domain';
import type { ExamListEntryView } from '@lms/domain/contract';

/** The My Exams tabs: Live Exam (key 1) and Practice Exam (key 2). */
export type ExamTab = '1' | '2';
/** The Live tab's selector. */
export type ExamPeriod = 'previous' | 'upcoming';

/** Navigation state /exams may receive. */
export interface ExamsNavigationState {
  isPracticeExam?: boolean;
  examResultId?: string;
}

/**
 * The opening view: the tab of the exam the navigation state names (Practice when it says practice,
 * else Live), with Previous Exams when it carries a result (a published result's notification) or
 * names a practice exam; otherwise Live with Upcoming Exams.
 */
export function initialExamView(state: unknown): { tab: ExamTab; period: ExamPeriod } {
  const nav = (state ?? {}) as ExamsNavigationState;
  return {
    tab: nav.isPracticeExam ? '2' : '1',
    period: nav.isPracticeExam || nav.examResultId ? 'previous' : 'upcoming',
  };
}

/** An exam's schedule as the student sits it: their own (an exception, extra time) or the group's. */
export interface EntrySchedule {
  startsAt: string;
  endsAt: string | null;
  duration: number;
  /** Minutes added to the student's deadline. */
  extraMinutes: number;
  /** True when it is the student's own, not the group's. */
  own: boolean;
}

/** The schedule the student sits a listed exam on. */
export function entrySchedule(entry: ExamListEntryView): EntrySchedule {
  const own = entry.ownSchedule;
  if (own) return { ...own, own: true };
  return {
    startsAt: entry.startsAt,
    endsAt: entry.endsAt,
    duration: entry.duration,
    extraMinutes: 0,
    own: false,
  };
}

/**
 * The student's end time of a listed exam in epoch ms, or null when it has none yet: an open attempt's
 * stored deadline; otherwise, for a live exam not started, its own window's close plus its extra minutes.
 */
export function entryEndTime(entry: ExamListEntryView): number | null {
  const attempt = entry.attempt;
  if (attempt) {
    const deadline = Date.parse(attempt.deadline ?? '');
    return !attempt.submittedAt && Number.isFinite(deadline) ? deadline : null;
  }
  const schedule = entrySchedule(entry);
  if (entry.examId.isPracticeExam || !schedule.endsAt) return null;
  const closes = Date.parse(schedule.endsAt);
  return Number.isFinite(closes) ? closes + schedule.extraMinutes * 60_000 : null;
}

/** The status of an exam card at `now`, on the student's own schedule. */
export function entryStatus(entry: ExamListEntryView, now: number, timeZone: TimeZone): ExamCardStatus {
  const schedule = entrySchedule(entry);
  return examCardStatus({
    now,
    startsAt: schedule.startsAt,
    endsAt: schedule.endsAt,
    durationMinutes: schedule.duration,
    isPractice: entry.examId.isPracticeExam,
    attempt: entry.attempt
      ? {
          startedAt: entry.attempt.startsAt,
          submittedAt: entry.attempt.submittedAt,
          deadline: entry.attempt.deadline ?? null,
        }
      : null,
    timeZone,
    retakesLeft: entry.attempt?.retakesLeft ?? null,
  });
}

/**
 * True when the card's Start Exam would resume the student's own unsubmitted attempt (the list's
 * `attempt` is open): the card then says Continue exam.
 */
export function resumesAttempt(entry: ExamListEntryView, status: ExamCardStatus): boolean {
  return status.action === 'startExam' && entry.attempt !== null && !entry.attempt.submittedAt;
}

/**
 * The subjects of an exam as its card names them: its questions' subjects in paper order, else the
 * subject the exam was given (a list cached before questions' subjects were sent), else none.
 */
export function entrySubjects(entry: ExamListEntryView): { _id: string; name: string }[] {
  const { questionSubjects, subjectId, subjectName } = entry.examId;
  if (questionSubjects && questionSubjects.length > 0) return questionSubjects;
  return subjectId && subjectName ? [{ _id: subjectId, name: subjectName }] : [];
}

/** The subject filter's choices: every subject of the exams (their own and their questions'), by name. */
export function subjectChoices(entries: readonly ExamListEntryView[]): { value: string; label: string }[] {
  const seen = new Map<string, string>();
  for (const entry of entries) {
    const { subjectId, subjectName } = entry.examId;
    if (subjectId && !seen.has(subjectId)) seen.set(subjectId, subjectName ?? examLabels.notGiven);
    for (const s of entrySubjects(entry)) if (!seen.has(s._id)) seen.set(s._id, s.name);
  }
  return [...seen].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}

/** True when an exam is of the subject: its own, or one of its questions'. */
function hasSubject(entry: ExamListEntryView, subjectId: string): boolean {
  return entry.examId.subjectId === subjectId || entrySubjects(entry).some((s) => s._id === subjectId);
}

/** What the list shows. */
export interface ExamFilter {
  tab: ExamTab;
  period: ExamPeriod;
  /** A subject id; undefined for All Subjects. */
  subjectId?: string;
  now: number;
  timeZone: TimeZone;
}

/**
 * The exams of a tab: Live shows non-practice exams, Previous Exams the finished ones and Upcoming
 * Exams the rest; Practice shows every practice exam. Upcoming is soonest first, Previous latest
 * first, Practice latest first.
 */
export function visibleEntries(
  entries: readonly ExamListEntryView[],
  filter: ExamFilter,
): ExamListEntryView[] {
  const practice = filter.tab === '2';
  const shown = entries.filter((entry) => {
    if (entry.examId.isPracticeExam !== practice) return false;
    if (filter.subjectId && !hasSubject(entry, filter.subjectId)) return false;
    if (practice) return true;
    const finished = entryStatus(entry, filter.now, filter.timeZone).finished;
    return filter.period === 'previous' ? finished : !finished;
  });
  const start = (entry: ExamListEntryView) => Date.parse(entry.startsAt) || 0;
  const soonestFirst = !practice && filter.period === 'upcoming';
  return shown.sort((a, b) => (soonestFirst ? start(a) - start(b) : start(b) - start(a)));
}

/** How long before a live exam opens its sealed paper is fetched ahead. */
export const SEALED_PAPER_LEAD_MS = 15 * 60_000;

/**
 * The live exams whose sealed paper is worth fetching ahead at `now`: those the student can start (or
 * go on with) and those opening within 15 minutes; not a finished or submitted one, not a practice
 * exam, and not a segmented one (its questions depend on the subjects chosen: it has no sealed paper).
 */
export function sealedPaperEntries(
  entries: readonly ExamListEntryView[],
  now: number,
  timeZone: TimeZone,
): ExamListEntryView[] {
  return entries.filter((entry) => {
    if (entry.examId.isPracticeExam || entry.examId.isSegmentedExam || entry.attempt?.submittedAt)
      return false;
    const status = entryStatus(entry, now, timeZone);
    if (status.finished) return false;
    if (status.action === 'startExam') return true;
    const opens = Date.parse(entrySchedule(entry).startsAt);
    return opens > now && opens - now <= SEALED_PAPER_LEAD_MS;
  });
}
