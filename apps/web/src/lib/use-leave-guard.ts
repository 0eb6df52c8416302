import { useCallback, useEffect, useRef } from 'react';
import { holdNavigation, isAskingToLeave, mayLeave } from './navigation-hold';

const guardMark = 'leaveGuard';

/** The history state of a guard entry: the state of the page's own entry, marked. */
export function guardEntryState(state: unknown): Record<string, unknown> {
  return { ...(typeof state === 'object' && state !== null ? state : {}), [guardMark]: true };
}

/** Whether a history state is a guard entry's. */
export function isGuardEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && guardMark in state;
}

/** Options of useLeaveGuard. */
export interface LeaveGuardOptions {
  /** Whether the page is there to guard (from then on the back button is held). */
  active: boolean;
  /** Whether leaving now asks first; read when the student leaves. */
  shouldAsk: () => boolean;
  /** Asks the student; resolves true to leave. */
  confirmLeave: () => Promise<boolean>;
}

/**
 * While `shouldAsk()` holds, leaving the calling page asks first: closing or reloading the tab (the
 * browser's own question), the app's navigation (useAppNavigate) and the back button
 * (`confirmLeave`). The back button is caught by a guard entry, pushed on the history with the page's
 * own address: going back steps off it onto the page's entry and asks; staying pushes it again,
 * leaving goes back once more. Returns `release`, which takes the guard entry off the history before
 * the page sends the student on by itself (so back from there skips the page).
 */
export function useLeaveGuard({ active, shouldAsk, confirmLeave }: LeaveGuardOptions): () => Promise<void> {
  const latest = useRef({ shouldAsk, confirmLeave });
  latest.current = { shouldAsk, confirmLeave };
  const released = useRef(false);

  useEffect(() => {
    const askOnUnload = (event: BeforeUnloadEvent) => {
      if (!latest.current.shouldAsk()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', askOnUnload);
    const letGo = holdNavigation(() => !latest.current.shouldAsk() || latest.current.confirmLeave());
    return () => {
      window.removeEventListener('beforeunload', askOnUnload);
      letGo();
    };
  }, []);

  useEffect(() => {
    if (!active) return;
    const href = window.location.href;
    const guardAgain = () => window.history.pushState(guardEntryState(window.history.state), '', href);
    // A reload keeps the history: the page may already stand on its guard entry.
    if (!isGuardEntry(window.history.state)) guardAgain();
    const onPop = () => {
      // Forward onto the guard entry, or a jump past the page's entry (the history menu): nothing to hold.
      if (released.current || isGuardEntry(window.history.state) || window.location.href !== href) return;
      if (isAskingToLeave()) {
        guardAgain();
        return;
      }
      const leave = mayLeave();
      if (leave === true) window.history.back();
      else if (leave === false) guardAgain();
      else void leave.then((yes) => (yes ? window.history.back() : guardAgain()));
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [active]);

  return useCallback(() => {
    released.current = true;
    if (!isGuardEntry(window.history.state)) return Promise.resolve();
    return new Promise<void>((resolve) => {
      window.addEventListener('popstate', () => resolve(), { once: true });
      window.history.back();
    });
  }, []);
}
