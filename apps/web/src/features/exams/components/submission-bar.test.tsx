import { testPage } from '@lms/browser/test-page';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { SubmissionBar } from './submission-bar';

const page = testPage();

function render(remaining: number) {
  act(() =>
    page.root.render(<SubmissionBar answered={2} total={9} remaining={remaining} disabled={false} />),
  );
  const timer = page.host.querySelector('[role="timer"]')!;
  const live = page.host.querySelector('[aria-atomic="true"]')!;
  return { live, timer };
}

describe('the exam clock in the submission bar', () => {
  it('shows the time left beside the answered count, in the bar that sticks to the screen', () => {
    const { timer } = render(30 * 60);
    const bar = page.host.querySelector('section')!;
    expect(bar.style.position).toBe('sticky');
    expect(bar.contains(timer)).toBe(true);
    expect(bar.textContent).toContain('2/9 answered');
  });

  it('keeps the ticking clock silent and the announcement empty with more than 10 minutes left', () => {
    const { live, timer } = render(30 * 60);
    expect(timer.textContent).toBe('00:30:00');
    expect(timer.getAttribute('aria-live')).toBeNull();
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(live.textContent).toBe('');
  });

  it('announces 10, 5 and 1 minutes left, and the same text between the marks', () => {
    expect(render(600).live.textContent).toBe('10 minutes left');
    expect(render(421).live.textContent).toBe('10 minutes left');
    expect(render(300).live.textContent).toBe('5 minutes left');
    expect(render(59).live.textContent).toBe('1 minute left');
  });
});
