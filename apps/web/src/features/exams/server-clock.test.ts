import { beforeEach, describe, expect, it } from 'vitest';
import { noteServerTime, resetServerClock, serverClockOffset } from './server-clock';

beforeEach(() => resetServerClock());

describe('server clock', () => {
  it('is the device clock until a response carried the server time', () => {
    expect(serverClockOffset()).toBe(0);
    noteServerTime(null, 1000, 1100);
    noteServerTime('not a date', 1000, 1100);
    expect(serverClockOffset()).toBe(0);
  });

  it('takes the server time as the midpoint of the round trip', () => {
    // Sent at device 10:00:00.000, answered 200 ms later; the server said 10:05:00.100.
    const sent = Date.parse('2025-01-05T10:00:00.000Z');
    noteServerTime('2025-01-05T10:05:00.100Z', sent, sent + 200);
    expect(serverClockOffset()).toBe(5 * 60_000);
  });

  it('keeps the sample with the shortest round trip, until it is 5 minutes old', () => {
    const t = Date.parse('2025-01-05T10:00:00.000Z');
    noteServerTime(new Date(t + 50 + 3000).toISOString(), t, t + 100); // offset 3000, 100 ms trip
    noteServerTime(new Date(t + 1000 + 9000).toISOString(), t, t + 2000); // slow trip: ignored
    expect(serverClockOffset()).toBe(3000);
    const later = t + 6 * 60_000;
    noteServerTime(new Date(later + 1000 + 4000).toISOString(), later, later + 2000);
    expect(serverClockOffset()).toBe(4000);
  });
});
