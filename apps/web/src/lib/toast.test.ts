import { beforeEach, describe, expect, it, vi } from 'vitest';

// The toast queue is module state: each test starts from a fresh module, as a page load does (other
// test files in the same worker may have shown toasts before).
let clearToasts: typeof import('./toast').clearToasts;
let isToastHostRequested: typeof import('./toast').isToastHostRequested;
let pendingToasts: typeof import('./toast').pendingToasts;
let setToastApi: typeof import('./toast').setToastApi;
let subscribeToastHost: typeof import('./toast').subscribeToastHost;
let TOAST_REPEAT_MS: number;
let toast: typeof import('./toast').toast;
beforeEach(async () => {
  vi.resetModules();
  ({
    clearToasts,
    isToastHostRequested,
    pendingToasts,
    setToastApi,
    subscribeToastHost,
    TOAST_REPEAT_MS,
    toast,
  } = await import('./toast'));
});

/** A toast API that writes what it shows into `shown` as "level:text". */
function recordingApi(shown: string[]) {
  const record = (level: string) => (text: string) => shown.push(`${level}:${text}`);
  return {
    success: record('success'),
    error: record('error'),
    warning: record('warning'),
    info: record('info'),
  };
}

describe('toasts', () => {
  it('queue until the host is there, ask for the host once, then show in order', () => {
    let requests = 0;
    const unsubscribe = subscribeToastHost(() => {
      requests += 1;
    });
    toast.warning('Wrong password');
    toast.success('Log out successfull');
    expect(isToastHostRequested()).toBe(true);
    expect(requests).toBe(1);
    expect(pendingToasts()).toEqual([
      ['warning', 'Wrong password'],
      ['success', 'Log out successfull'],
    ]);

    const shown: string[] = [];
    setToastApi(recordingApi(shown));
    expect(shown).toEqual(['warning:Wrong password', 'success:Log out successfull']);
    expect(pendingToasts()).toEqual([]);

    toast.error('Not admitted');
    expect(shown).toContain('error:Not admitted');
    setToastApi(null);
    unsubscribe();
  });

  it('show one toast when the same one is asked for several times at once (three requests losing the session)', () => {
    vi.useFakeTimers();
    const shown: string[] = [];
    setToastApi(recordingApi(shown));
    for (let i = 0; i < 3; i++) toast.error('Please login first');
    toast.warning('Please login first');
    expect(shown).toEqual(['error:Please login first', 'warning:Please login first']);
    vi.advanceTimersByTime(TOAST_REPEAT_MS);
    toast.error('Please login first');
    expect(shown).toHaveLength(3);
    setToastApi(null);
    vi.useRealTimers();
  });

  it('clear the screen and the waiting ones once a step succeeds, and may show the same error again', () => {
    toast.error('This number is not in our admission records');
    clearToasts();
    expect(pendingToasts()).toEqual([]);

    const shown: string[] = [];
    const destroy = vi.fn();
    setToastApi({ ...recordingApi(shown), destroy });
    expect(shown).toEqual([]);
    toast.error('This number is not in our admission records');
    clearToasts();
    expect(destroy).toHaveBeenCalledTimes(1);
    toast.error('This number is not in our admission records');
    expect(shown).toHaveLength(2);
    setToastApi(null);
  });
});
