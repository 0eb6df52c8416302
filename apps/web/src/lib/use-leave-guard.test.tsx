import { testPage } from '@lms/browser/test-page';
import { act, useState } from 'react';
import { BrowserRouter, useLocation, useRoutes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppNavigate } from './use-app-navigate';
import { guardEntryState, isGuardEntry, useLeaveGuard } from './use-leave-guard';

const page = testPage();
let release: () => Promise<void>;
let inProgress = true;

/** A page that asks before it is left, with its own Stay / Leave question. */
function ExamPage() {
  const [answer, setAnswer] = useState<((leave: boolean) => void) | null>(null);
  release = useLeaveGuard({
    active: true,
    shouldAsk: () => inProgress,
    confirmLeave: () => new Promise((resolve) => setAnswer(() => resolve)),
  });
  const choose = (leave: boolean) => {
    answer?.(leave);
    setAnswer(null);
  };
  return answer ? (
    <div role="dialog">
      Leave the exam?
      <button type="button" onClick={() => choose(false)}>
        Stay
      </button>
      <button type="button" onClick={() => choose(true)}>
        Leave
      </button>
    </div>
  ) : null;
}

function Shell() {
  const navigate = useAppNavigate();
  const page = useRoutes([{ path: '/live-exam', element: <ExamPage /> }]);
  return (
    <>
      <h1>{useLocation().pathname}</h1>
      <button type="button" onClick={() => navigate('/scoreboard')}>
        Scoreboard
      </button>
      {page}
    </>
  );
}

const heading = () => page.host.querySelector('h1')?.textContent;
const dialog = () => page.host.querySelector('[role="dialog"]');
/** Clicks a button and lets the page finish what the click started. */
const click = (name: string) =>
  act(async () => [...page.host.querySelectorAll('button')].find((b) => b.textContent === name)!.click());
const popped = () =>
  new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));
/** The browser's back button; waits until the page has handled it. */
async function back() {
  await act(async () => {
    const done = popped();
    window.history.back();
    await done;
  });
}

beforeEach(() => {
  inProgress = true;
  window.history.replaceState(null, '', '/exams');
  window.history.pushState(null, '', '/live-exam');
  act(() =>
    page.root.render(
      <BrowserRouter>
        <Shell />
      </BrowserRouter>,
    ),
  );
});

describe('leaving a page that asks first', () => {
  it('the back button asks; staying keeps the address and asks again next time; leaving goes back', async () => {
    await back();
    expect(dialog()?.textContent).toContain('Leave the exam?');
    expect(window.location.pathname).toBe('/live-exam');

    await click('Stay');
    expect(dialog()).toBeNull();
    expect(heading()).toBe('/live-exam');
    expect(window.location.pathname).toBe('/live-exam');

    await back();
    expect(dialog()).not.toBeNull();
    const left = popped();
    await click('Leave');
    await act(() => left);
    expect(heading()).toBe('/exams');
    expect(window.location.pathname).toBe('/exams');
  });

  it("the app's own navigation asks; staying keeps the page, leaving goes where the student asked", async () => {
    await click('Scoreboard');
    expect(dialog()?.textContent).toContain('Leave the exam?');
    await click('Stay');
    expect(heading()).toBe('/live-exam');

    await click('Scoreboard');
    // Asking twice at once is not possible: the open question is the one answered.
    await click('Scoreboard');
    expect(page.host.querySelectorAll('[role="dialog"]')).toHaveLength(1);
    await click('Leave');
    expect(heading()).toBe('/scoreboard');
    expect(window.location.pathname).toBe('/scoreboard');
  });

  it('closing or reloading the tab asks while the page says so, not after', () => {
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(true);
    inProgress = false;
    expect(unload()).toBe(false);
  });

  it('once done (submitted), the app navigates at once', async () => {
    inProgress = false;
    await click('Scoreboard');
    expect(dialog()).toBeNull();
    expect(heading()).toBe('/scoreboard');
  });

  it('released (before the page sends the student on), one step back leaves the page without asking', async () => {
    inProgress = false;
    await act(() => release());
    expect(heading()).toBe('/live-exam');
    await back();
    expect(dialog()).toBeNull();
    expect(heading()).toBe('/exams');
  });
});

describe('the guard entry', () => {
  it("keeps the page's own history state and is told apart from it", () => {
    const own = { usr: { from: 'exams' }, key: 'k1', idx: 3 };
    expect(guardEntryState(own)).toMatchObject(own);
    expect(isGuardEntry(guardEntryState(own))).toBe(true);
    expect(isGuardEntry(own)).toBe(false);
    expect(isGuardEntry(null)).toBe(false);
    expect(isGuardEntry(guardEntryState(null))).toBe(true);
  });
});
