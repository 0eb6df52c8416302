import { DEFAULT_DELIVERY } from '@lms/domain';
import { examDeliveryInput } from '@lms/domain/contract';
import { describe, expect, it } from 'vitest';
import { deliveryProblems } from './delivery-checks';

describe("an exam's delivery settings as the editor checks them", () => {
  it('refuses what the route table refuses', () => {
    const cases = [
      { ...DEFAULT_DELIVERY, questionsPerPage: 0 },
      { ...DEFAULT_DELIVERY, questionsPerPage: 1.5 },
      { ...DEFAULT_DELIVERY, questionsPerPage: 1001 },
      { ...DEFAULT_DELIVERY, feedbackBands: [{ from: 0, to: 50, text: ' ' }] },
      {
        ...DEFAULT_DELIVERY,
        feedbackBands: [
          { from: 0, to: 60, text: 'a' },
          { from: 50, to: 100, text: 'b' },
        ],
      },
    ];
    for (const delivery of cases) {
      expect(deliveryProblems(delivery), JSON.stringify(delivery)).not.toEqual([]);
      expect(examDeliveryInput.safeParse(delivery).success).toBe(false);
    }
  });
  it('takes what the route table takes', () => {
    const delivery = {
      ...DEFAULT_DELIVERY,
      questionsPerPage: 1000,
      feedbackBands: [
        { from: 90, to: 100, text: 'a' },
        { from: 0, to: 90, text: 'b' },
      ],
    };
    expect(deliveryProblems(delivery)).toEqual([]);
    expect(examDeliveryInput.safeParse(delivery).success).toBe(true);
  });
});
