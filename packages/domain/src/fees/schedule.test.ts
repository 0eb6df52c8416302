import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, dhakaDay, feeTermsProblem, isIsoDay, scheduleDues } from './schedule';

describe('schedule', () => {
  it('counts days', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(daysBetween('2026-01-01', '2026-03-01')).toBe(59);
    expect(daysBetween('2026-03-01', '2026-01-01')).toBe(-59);
    expect(isIsoDay('2026-02-30')).toBe(false);
    expect(isIsoDay('2026-02-28')).toBe(true);
    // 20:00 UTC is already the next day in Dhaka.
    expect(dhakaDay(new Date('2026-11-28T20:00:00Z'))).toBe('2026-11-29');
  });

  it('gives one admission fee and one course fee when there are no instalments', () => {
    expect(
      scheduleDues({ admissionFeePaisa: 50_000, courseFeePaisa: 1_000_000, instalments: [] }, '2026-11-28'),
    ).toEqual([
      { kind: 'admission', label: 'Admission fee', amountPaisa: 50_000, dueOn: '2026-11-28', sequence: 0 },
      { kind: 'course', label: 'Course fee', amountPaisa: 1_000_000, dueOn: '2026-11-28', sequence: 0 },
    ]);
  });

  it('splits evenly, the odd paisa to the first instalments, and adds up', () => {
    const dues = scheduleDues(
      {
        admissionFeePaisa: 0,
        courseFeePaisa: 1_000_000,
        instalments: [{ dueAfterDays: 0 }, { dueAfterDays: 30 }, { dueOn: '2026-01-01' }],
      },
      '2026-11-28',
    );
    expect(dues.map((d) => d.amountPaisa)).toEqual([333_334, 333_333, 333_333]);
    expect(dues.map((d) => d.dueOn)).toEqual(['2026-11-28', '2026-12-28', '2026-11-28']);
    expect(dues.map((d) => d.label)).toEqual(['Instalment 1', 'Instalment 2', 'Instalment 3']);
  });

  it('takes given amounts when they add up', () => {
    const terms = {
      admissionFeePaisa: 0,
      courseFeePaisa: 300,
      instalments: [{ amountPaisa: 100 }, { amountPaisa: 200, label: 'Final' }],
    };
    expect(scheduleDues(terms, '2026-11-28').map((d) => [d.label, d.amountPaisa])).toEqual([
      ['Instalment 1', 100],
      ['Final', 200],
    ]);
    expect(feeTermsProblem({ ...terms, courseFeePaisa: 301 })).toMatch(/add up/);
    expect(feeTermsProblem({ ...terms, instalments: [{ amountPaisa: 300 }, {}] })).toMatch(
      /every instalment/,
    );
    expect(feeTermsProblem({ ...terms, admissionFeePaisa: -1 })).toMatch(/not negative/);
    expect(feeTermsProblem({ ...terms, admissionFeePaisa: 1.5 })).toMatch(/whole/);
    expect(() => scheduleDues({ ...terms, courseFeePaisa: 1 }, '2026-11-28')).toThrow(RangeError);
  });
});
