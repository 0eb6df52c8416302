import { testPage } from '@lms/browser/test-page';
import { act, Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetServerClock, usePastDeadline } from '../server-clock';
import { TickingSubmissionBar } from './ticking-submission-bar';

const page = testPage();
const start = Date.parse('2026-12-03T10:00:00.000Z');

beforeEach(() => {
  resetServerClock();
  vi.useFakeTimers();
  vi.setSystemTime(start);
});
afterEach(() => vi.useRealTimers());

const timerText = () => page.host.querySelector('[role="timer"]')?.textContent;

/** An exam page's body: counts its renders, and shows whether the deadline has passed. */
function PageBody({ deadline, stoppedAt = null }: { deadline: number; stoppedAt?: number | null }) {
  const past = usePastDeadline(deadline, stoppedAt);
  return <p data-past={String(past)}>questions</p>;
}

describe('the exam clock ticking by itself', () => {
  it('counts down every second in the bar while the page around it is not drawn again', () => {
    let pageRenders = 0;
    const deadline = start + 90_000;
    act(() =>
      page.root.render(
        <>
          <Profiler id="page" onRender={() => pageRenders++}>
            <PageBody deadline={deadline} />
          </Profiler>
          <TickingSubmissionBar answered={1} total={5} deadline={deadline} disabled={false} />
        </>,
      ),
    );
    expect(timerText()).toBe('00:01:30');
    const rendersAtStart = pageRenders;
    act(() => vi.advanceTimersByTime(10_000));
    expect(timerText()).toBe('00:01:20');
    expect(pageRenders).toBe(rendersAtStart);
    expect(page.host.querySelector('p')?.dataset.past).toBe('false');

    // The deadline passes: the page hears of it once, within a second.
    act(() => vi.advanceTimersByTime(80_000));
    expect(timerText()).toBe('00:00:00');
    expect(page.host.querySelector('p')?.dataset.past).toBe('true');
    expect(pageRenders).toBe(rendersAtStart + 1);
    act(() => vi.advanceTimersByTime(5_000));
    expect(pageRenders).toBe(rendersAtStart + 1);
  });

  it('stands still at the moment the exam stopped, and a later deadline (more minutes) counts on', () => {
    const deadline = start + 60_000;
    act(() =>
      page.root.render(
        <>
          <PageBody deadline={deadline} stoppedAt={start + 20_000} />
          <TickingSubmissionBar
            answered={0}
            total={5}
            deadline={deadline}
            stoppedAt={start + 20_000}
            disabled
          />
        </>,
      ),
    );
    act(() => vi.advanceTimersByTime(120_000));
    expect(timerText()).toBe('00:00:40');
    expect(page.host.querySelector('p')?.dataset.past).toBe('false');

    act(() =>
      page.root.render(
        <>
          <PageBody deadline={start + 180_000} />
          <TickingSubmissionBar answered={0} total={5} deadline={start + 180_000} disabled={false} />
        </>,
      ),
    );
    expect(timerText()).toBe('00:01:00');
    expect(page.host.querySelector('p')?.dataset.past).toBe('false');
  });
});
