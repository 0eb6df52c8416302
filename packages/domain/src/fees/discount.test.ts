import { describe, expect, it } from 'vitest';
import { discountPaisa, discountProblem, spreadDiscount } from './discount';

describe('discount', () => {
  it('takes a fixed amount, never below zero', () => {
    expect(discountPaisa({ kind: 'fixed', amountPaisa: 50_000 }, 200_000)).toBe(50_000);
    expect(discountPaisa({ kind: 'fixed', amountPaisa: 500_000 }, 200_000)).toBe(200_000);
  });

  it('rounds a percentage to the paisa, half up', () => {
    // 10 % of 333.35 is 33.335: 33.34.
    expect(discountPaisa({ kind: 'percent', basisPoints: 1_000 }, 33_335)).toBe(3_334);
    // 10 % of 333.34 is 33.334: 33.33.
    expect(discountPaisa({ kind: 'percent', basisPoints: 1_000 }, 33_334)).toBe(3_333);
    expect(discountPaisa({ kind: 'percent', basisPoints: 10_000 }, 33_334)).toBe(33_334);
  });

  it('refuses a rule that is not one', () => {
    expect(discountProblem({ kind: 'percent', basisPoints: 10_001 })).toMatch(/between/);
    expect(discountProblem({ kind: 'fixed', amountPaisa: 0 })).toMatch(/above zero/);
    expect(() => discountPaisa({ kind: 'fixed', amountPaisa: -5 }, 100)).toThrow(RangeError);
  });

  it('spreads over the latest dues first', () => {
    expect(spreadDiscount([100, 300, 300], 450)).toEqual([0, 150, 300]);
    expect(spreadDiscount([100, 300], 1_000)).toEqual([100, 300]);
  });
});
