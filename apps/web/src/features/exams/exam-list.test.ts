import { describe, expect, it } from 'vitest';
import { initialExamView } from './exam-list';

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
