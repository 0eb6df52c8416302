import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type SubmitGuard, useSubmitGuard } from './use-submit-guard';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  root = createRoot(container);
});

afterEach(() => act(() => root.unmount()));

/** Renders the hook around `run` and hands back the latest guard. */
function mount(run: (value: string) => unknown): () => SubmitGuard<[string]> {
  let latest: SubmitGuard<[string]> | undefined;
  function Probe() {
    latest = useSubmitGuard(run);
    return null;
  }
  act(() => root.render(<Probe />));
  return () => {
    if (!latest) throw new Error('not rendered');
    return latest;
  };
}

describe('a guarded submit', () => {
  it('ignores a second submit while the first call is under way, even before a render', async () => {
    const calls: string[] = [];
    let finish: () => void = () => undefined;
    const guard = mount((value) => {
      calls.push(value);
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    const first = guard();
    act(() => {
      first.submit('a');
      // The same render's submit, as a double-click before React re-renders would call it.
      first.submit('b');
    });
    guard().submit('c');
    expect(calls).toEqual(['a']);
    expect(guard().busy).toBe(true);
    await act(async () => finish());
    expect(guard().busy).toBe(false);
    act(() => guard().submit('d'));
    expect(calls).toEqual(['a', 'd']);
  });

  it('takes the next submit after a failed call', async () => {
    const calls: string[] = [];
    const guard = mount((value) => {
      calls.push(value);
      return Promise.reject(new Error('refused'));
    });
    await act(async () => guard().submit('a'));
    expect(guard().busy).toBe(false);
    await act(async () => guard().submit('b'));
    expect(calls).toEqual(['a', 'b']);
  });
});
