import { useCallback, useRef, useState } from 'react';

/** Callbacks of one run of an action. */
export interface ActionCallbacks<O> {
  onSuccess?: (output: O) => void;
  onError?: (error: Error) => void;
}

/** A running request with its pending flag (the shape of a TanStack mutation, without its weight). */
export interface Action<I, O> {
  mutate: (input: I, callbacks?: ActionCallbacks<O>) => void;
  mutateAsync: (input: I) => Promise<O>;
  isPending: boolean;
}

/**
 * Runs a request and tracks whether it is pending. The signed-out screens use it instead of
 * TanStack Query, which stays out of the first page's JavaScript (the signed-in shell loads it).
 */
export function useAction<I, O>(run: (input: I) => Promise<O>): Action<I, O> {
  const [pending, setPending] = useState(0);
  const runRef = useRef(run);
  runRef.current = run;

  const mutateAsync = useCallback(async (input: I) => {
    setPending((count) => count + 1);
    try {
      return await runRef.current(input);
    } finally {
      setPending((count) => count - 1);
    }
  }, []);

  const mutate = useCallback(
    (input: I, callbacks?: ActionCallbacks<O>) => {
      mutateAsync(input).then(
        (output) => callbacks?.onSuccess?.(output),
        (error: unknown) => callbacks?.onError?.(error instanceof Error ? error : new Error(String(error))),
      );
    },
    [mutateAsync],
  );

  return { mutate, mutateAsync, isPending: pending > 0 };
}
