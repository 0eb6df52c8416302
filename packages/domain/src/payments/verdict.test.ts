import { describe, expect, it } from 'vitest';
import { judgeOutcome } from './verdict';

const order = { invoice: 'INV-1', amountPaisa: 150000, currency: 'BDT', status: 'pending' as const };
const paid = { kind: 'paid' as const, invoice: 'INV-1', amountPaisa: 150000, currency: 'BDT' };

describe('judgeOutcome', () => {
  it('pays an order when the gateway charged its invoice, amount and currency', () => {
    expect(judgeOutcome(order, paid)).toEqual({ verdict: 'paid', reason: null });
  });
  it('holds a payment of another amount or currency, saying both', () => {
    const less = judgeOutcome(order, { ...paid, amountPaisa: 100 });
    expect(less.verdict).toBe('held');
    expect(less.reason).toContain('100 paisa');
    expect(less.reason).toContain('150000 paisa');
    expect(judgeOutcome(order, { ...paid, currency: 'USD' }).verdict).toBe('held');
    expect(judgeOutcome(order, { ...paid, amountPaisa: null }).reason).toContain('unreadable');
  });
  it('refuses an answer about another invoice', () => {
    expect(judgeOutcome(order, { ...paid, invoice: 'INV-2' }).verdict).toBe('refused');
  });
  it('holds what the gateway held, with its reason', () => {
    expect(judgeOutcome(order, { ...paid, kind: 'held', reason: 'risky' })).toEqual({
      verdict: 'held',
      reason: 'risky',
    });
  });
  it('takes failed and cancelled as they come, and stays while the gateway does not know', () => {
    expect(judgeOutcome(order, { kind: 'failed', reason: 'x' }).verdict).toBe('failed');
    expect(judgeOutcome(order, { kind: 'cancelled', reason: 'x' }).verdict).toBe('cancelled');
    expect(judgeOutcome(order, { kind: 'pending', reason: 'x' }).verdict).toBe('stay');
  });
  it('leaves a settled order alone, but holds a payment reported for a closed one', () => {
    expect(judgeOutcome({ ...order, status: 'paid' }, paid).verdict).toBe('stay');
    expect(judgeOutcome({ ...order, status: 'held' }, { kind: 'failed', reason: 'x' }).verdict).toBe('stay');
    expect(judgeOutcome({ ...order, status: 'cancelled' }, { kind: 'failed', reason: 'x' }).verdict).toBe(
      'stay',
    );
    const late = judgeOutcome({ ...order, status: 'cancelled' }, paid);
    expect(late).toEqual({ verdict: 'held', reason: expect.stringContaining('closed as cancelled') });
    expect(judgeOutcome({ ...order, status: 'failed' }, { ...paid, invoice: 'INV-2' }).verdict).toBe(
      'refused',
    );
  });
});
