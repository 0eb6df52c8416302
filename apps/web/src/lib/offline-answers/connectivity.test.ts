import { describe, expect, it } from 'vitest';
import {
  isOnline,
  reportServerReachable,
  reportSocketConnection,
  subscribeConnectivity,
} from './connectivity';

describe('connectivity', () => {
  it('is offline while answer saves get no answer, though the browser says online', () => {
    const seen: boolean[] = [];
    const stop = subscribeConnectivity((online) => seen.push(online));
    reportServerReachable(false);
    expect(isOnline()).toBe(false);
    reportServerReachable(true);
    expect(isOnline()).toBe(true);
    reportServerReachable(false);
    window.dispatchEvent(new Event('online'));
    expect(isOnline()).toBe(true);
    expect(seen).toEqual([false, true, false, true]);
    stop();
  });

  it('follows the browser’s offline/online events and the socket’s disconnect/connect', () => {
    const seen: boolean[] = [];
    const stop = subscribeConnectivity((online) => seen.push(online));
    expect(isOnline()).toBe(true);

    window.dispatchEvent(new Event('offline'));
    expect(isOnline()).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect(isOnline()).toBe(true);

    reportSocketConnection(false);
    expect(isOnline()).toBe(false);
    reportSocketConnection(true);
    expect(isOnline()).toBe(true);

    // The browser's return wins over an earlier socket disconnect (the socket reconnects later).
    window.dispatchEvent(new Event('offline'));
    reportSocketConnection(false);
    window.dispatchEvent(new Event('online'));
    expect(isOnline()).toBe(true);

    expect(seen).toEqual([false, true, false, true, false, true]);
    stop();
    window.dispatchEvent(new Event('offline'));
    expect(seen).toHaveLength(6);
    window.dispatchEvent(new Event('online'));
  });
});
