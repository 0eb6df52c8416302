import { afterEach, describe, expect, it } from 'vitest';
import { holdNavigation, isAskingToLeave, mayLeave } from './navigation-hold';

let letGo: (() => void) | undefined;
afterEach(() => letGo?.());

/** A page that asks the student: the test answers through the returned resolvers, in order. */
function askingHolder() {
  const asked: Array<(leave: boolean) => void> = [];
  letGo = holdNavigation(() => new Promise<boolean>((resolve) => asked.push(resolve)));
  return asked;
}

describe('holding navigation', () => {
  it('lets the student go at once when no page holds navigation', () => {
    expect(mayLeave()).toBe(true);
  });

  it('lets the student go at once when the holding page has nothing to ask', () => {
    letGo = holdNavigation(() => true);
    expect(mayLeave()).toBe(true);
  });

  it("follows the student's answer: stay, then leave", async () => {
    const asked = askingHolder();
    const first = mayLeave();
    asked[0]?.(false);
    expect(await first).toBe(false);
    const second = mayLeave();
    asked[1]?.(true);
    expect(await second).toBe(true);
  });

  it('opens one question at a time: another way out while it is open stays', async () => {
    const asked = askingHolder();
    const first = mayLeave();
    expect(isAskingToLeave()).toBe(true);
    expect(mayLeave()).toBe(false);
    expect(asked).toHaveLength(1);
    asked[0]?.(false);
    await first;
    expect(isAskingToLeave()).toBe(false);
  });

  it('forgets an open question when its page goes (navigation is not stuck)', () => {
    askingHolder();
    void mayLeave();
    letGo?.();
    expect(isAskingToLeave()).toBe(false);
    expect(mayLeave()).toBe(true);
  });

  it("a page letting go does not drop another page's hold", () => {
    const stale = holdNavigation(() => false);
    letGo = holdNavigation(() => false);
    stale();
    expect(mayLeave()).toBe(false);
  });
});
