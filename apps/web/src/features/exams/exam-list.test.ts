import type { ExamListEntryView } from '@lms/domain/contract';
import { describe, expect, it } from 'vitest';
import {
  entryEndTime,
  entryStatus,
  entrySubjects,
  initialExamView,
  resumesAttempt,
  sealedPaperEntries,
  subjectChoices,
  visibleEntries,
} from './exam-list';

describe('initialExamView', () => {
  it("opens a live exam's result notification on the Live tab's previous exams", () => {
    expect(initialExamView({ isPracticeExam: false, examResultId: 'r1' })).toEqual({
      tab: '1',
      period: 'previous',
    });
  });

  it('opens a practice exam on the Practice tab, and nothing in particular on Live, upcoming', () => {
    expect(initialExamView({ isPracticeExam: true, examResultId: 'r1' })).toEqual({
      tab: '2',
      period: 'previous',
    });
    expect(initialExamView({ isPracticeExam: true })).toEqual({ tab: '2', period: 'previous' });
    expect(initialExamView(undefined)).toEqual({ tab: '1', period: 'upcoming' });
  });
});

describe('resumesAttempt', () => {
  const now = Date.parse('2026-11-27T08:30:00Z');
  const practice = (attempt: ExamListEntryView['attempt']) =>
    ({
      _id: 'a1',
      examId: { isPracticeExam: true },
      startsAt: '2026-11-20T00:00:00Z',
      endsAt: null,
      duration: 20,
      attempt,
    }) as ExamListEntryView;
  const resumes = (entry: ExamListEntryView) => resumesAttempt(entry, entryStatus(entry, now, 'UTC'));

  it('is true while the student has started the exam and not submitted it', () => {
    expect(resumes(practice({ _id: 'r1', startsAt: '2026-11-27T08:22:00Z', submittedAt: null }))).toBe(true);
  });

  it('is false before the first start and once submitted (View Result)', () => {
    expect(resumes(practice(null))).toBe(false);
    expect(
      resumes(practice({ _id: 'r1', startsAt: '2026-11-27T08:00:00Z', submittedAt: '2026-11-27T08:10:00Z' })),
    ).toBe(false);
  });
});

describe('the subjects of an exam card', () => {
  const listed = (examId: Partial<ExamListEntryView['examId']>) =>
    ({
      _id: 'a1',
      examId: { subjectId: null, subjectName: null, isPracticeExam: true, ...examId },
      startsAt: '2026-11-20T00:00:00Z',
      endsAt: null,
      duration: 20,
      attempt: null,
    }) as ExamListEntryView;
  const physics = { _id: 's1', name: 'Physics' };
  const chemistry = { _id: 's2', name: 'Chemistry' };
  const mixed = listed({ questionSubjects: [physics, chemistry] });
  const own = listed({ subjectId: 's3', subjectName: 'Math' });
  const none = listed({ questionSubjects: [] });

  it('are its questions’ subjects, else its own subject (a list cached before), else none', () => {
    expect(entrySubjects(mixed)).toEqual([physics, chemistry]);
    expect(
      entrySubjects(listed({ subjectId: 's3', subjectName: 'Math', questionSubjects: [physics] })),
    ).toEqual([physics]);
    expect(entrySubjects(own)).toEqual([{ _id: 's3', name: 'Math' }]);
    expect(entrySubjects(none)).toEqual([]);
  });

  it('are offered by the subject filter, which finds the exams of a question’s subject', () => {
    expect(subjectChoices([mixed, own, none]).map((c) => c.label)).toEqual(['Chemistry', 'Math', 'Physics']);
    const filter = { tab: '2', period: 'previous', now: 0, timeZone: 'UTC' } as const;
    expect(visibleEntries([mixed, own, none], { ...filter, subjectId: 's2' })).toEqual([mixed]);
    expect(visibleEntries([mixed, own, none], { ...filter, subjectId: 's3' })).toEqual([own]);
  });
});

describe("a student's own schedule on the card", () => {
  const now = Date.parse('2026-11-27T10:05:00Z');
  const live = (more: Partial<ExamListEntryView>) =>
    ({
      _id: 'a1',
      examId: { isPracticeExam: false },
      startsAt: '2026-11-27T09:00:00Z',
      endsAt: '2026-11-27T10:00:00Z',
      duration: 60,
      attempt: null,
      ...more,
    }) as ExamListEntryView;

  it("ends the group's window at its close, the student's own 15 minutes later", () => {
    expect(entryEndTime(live({}))).toBe(Date.parse('2026-11-27T10:00:00Z'));
    const own = live({
      ownSchedule: {
        startsAt: '2026-11-27T09:00:00Z',
        endsAt: '2026-11-27T10:00:00Z',
        duration: 60,
        extraMinutes: 15,
      },
    });
    expect(entryEndTime(own)).toBe(Date.parse('2026-11-27T10:15:00Z'));
  });

  it("opens a window the group's has closed for the student whose own is open", () => {
    expect(entryStatus(live({}), now, 'UTC').action).toBe('viewResult');
    const own = live({
      ownSchedule: {
        startsAt: '2026-11-27T09:00:00Z',
        endsAt: '2026-11-27T11:00:00Z',
        duration: 60,
        extraMinutes: 0,
      },
    });
    expect(entryStatus(own, now, 'UTC').action).toBe('startExam');
  });

  it('lets a reopened attempt be continued until its stored deadline, and shows that deadline', () => {
    const attempt = {
      _id: 'r1',
      startsAt: '2026-11-27T09:00:00Z',
      submittedAt: null,
      deadline: '2026-11-27T10:20:00Z',
    };
    const reopened = live({ attempt });
    expect(resumesAttempt(reopened, entryStatus(reopened, now, 'UTC'))).toBe(true);
    expect(entryEndTime(reopened)).toBe(Date.parse('2026-11-27T10:20:00Z'));
    expect(entryStatus(reopened, Date.parse('2026-11-27T10:21:00Z'), 'UTC').finished).toBe(true);
  });
});

describe('sealedPaperEntries', () => {
  const now = Date.parse('2026-11-27T08:30:00Z');
  const live = (
    id: string,
    startsAt: string,
    more: { attempt?: ExamListEntryView['attempt']; practice?: boolean; segmented?: boolean } = {},
  ) =>
    ({
      _id: `a-${id}`,
      examId: { _id: id, isPracticeExam: more.practice ?? false, isSegmentedExam: more.segmented ?? false },
      groupId: 'g1',
      startsAt,
      endsAt: more.practice ? null : '2026-11-27T10:00:00Z',
      duration: 60,
      attempt: more.attempt ?? null,
    }) as ExamListEntryView;
  const ids = (entries: ExamListEntryView[]) =>
    sealedPaperEntries(entries, now, 'UTC').map((e) => e.examId._id);

  it('takes the live exams open now and those opening within 15 minutes', () => {
    expect(
      ids([
        live('open', '2026-11-27T08:00:00Z'),
        live('soon', '2026-11-27T08:44:00Z'),
        live('later', '2026-11-27T08:46:00Z'),
        live('started', '2026-11-27T08:00:00Z', {
          attempt: { _id: 'r1', startsAt: '2026-11-27T08:10:00Z', submittedAt: null },
        }),
      ]),
    ).toEqual(['open', 'soon', 'started']);
  });

  it('leaves out submitted, closed, practice and segmented exams', () => {
    expect(
      ids([
        live('submitted', '2026-11-27T08:00:00Z', {
          attempt: { _id: 'r1', startsAt: '2026-11-27T08:05:00Z', submittedAt: '2026-11-27T08:20:00Z' },
        }),
        { ...live('closed', '2026-11-26T08:00:00Z'), endsAt: '2026-11-26T10:00:00Z' },
        live('practice', '2026-11-27T08:00:00Z', { practice: true }),
        live('segmented', '2026-11-27T08:00:00Z', { segmented: true }),
      ]),
    ).toEqual([]);
  });
});
