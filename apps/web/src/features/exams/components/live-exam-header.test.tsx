import { testPage } from '@lms/browser/test-page';
import { UTC_TIME_ZONE } from '@lms/domain';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { LiveExam } from '../api/exam-types';
import { LiveExamHeader } from './live-exam-header';

const exam = {
  title: 'Weekly Live Test',
  isPracticeExam: false,
  questions: [],
  totalMarks: 10,
  duration: 60,
  studentStartsAt: Date.parse('2026-11-25T04:00:00Z'),
} as unknown as LiveExam;

const page = testPage();

function render(remaining: number) {
  act(() =>
    page.root.render(
      <LiveExamHeader
        exam={exam}
        subjectNames={[]}
        remaining={remaining}
        endsAt={Date.parse('2026-11-25T05:00:00Z')}
        online
        timeZone={UTC_TIME_ZONE}
      />,
    ),
  );
  const live = page.host.querySelectorAll('[aria-live="polite"]');
  expect(live).toHaveLength(1);
  return { live: live[0]!, timer: page.host.querySelector('[role="timer"]')! };
}

describe('the exam clock for screen readers', () => {
  it('keeps the ticking clock silent and the live region empty with more than 10 minutes left', () => {
    const { live, timer } = render(30 * 60);
    expect(timer.textContent).toBe('00:30:00');
    expect(timer.getAttribute('aria-live')).toBeNull();
    expect(live.textContent).toBe('');
  });

  it('announces 10, 5 and 1 minutes left, and the same text between the marks', () => {
    expect(render(600).live.textContent).toBe('10 minutes left');
    expect(render(421).live.textContent).toBe('10 minutes left');
    expect(render(300).live.textContent).toBe('5 minutes left');
    expect(render(59).live.textContent).toBe('1 minute left');
  });
});
