import type { ExamListEntryView } from '@lms/domain/contract';
import { describe, expect, it } from 'vitest';
import {
  entryStatus,
  entrySubjects,
  initialExamView,
  resumesAttempt,
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
