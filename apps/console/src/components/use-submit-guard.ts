import { useRef, useState } from 'react';

/** A submit that runs once at a time, and whether it is running. */
export interface SubmitGuard<A extends unknown[]> {
  /** Runs the call unless one is still under way (a double-click, Enter pressed twice). */
  submit: (...args: A) => void;
  /** A call is under way: show the button loading and disabled. */
  busy: boolean;
}

/**
 * Guards a form's submit against re-entry: while the promise `run` returns is unsettled, further
 * submits are ignored. The guard is a ref, not state, because a second click can land before React has
 * rendered the mutation's pending state; `busy` is the same fact for the button. A failure is left to
 * whoever shows it (a mutation's `error`), so it is swallowed here.
 */
export function useSubmitGuard<A extends unknown[]>(run: (...args: A) => unknown): SubmitGuard<A> {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const submit = (...args: A) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    const release = () => {
      running.current = false;
      setBusy(false);
    };
    let result: unknown;
    try {
      result = run(...args);
    } catch (error) {
      release();
      throw error;
    }
    Promise.resolve(result)
      .catch(() => undefined)
      .finally(release);
  };
  return { submit, busy };
}
