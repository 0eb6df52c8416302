import { examPatch } from '@lms/domain/contract';
import { describe, expect, it } from 'vitest';
import { NEW_EXAM } from './exam-draft';
import { type NumberSetting, SETTING_RANGES, settingsOutOfRange } from './setting-ranges';

describe("an exam's number settings", () => {
  it("have the limits of the route table's exam schema", () => {
    for (const [setting, { min, max, whole }] of Object.entries(SETTING_RANGES)) {
      const accepts = (value: number) => examPatch.shape[setting as NumberSetting].safeParse(value).success;
      expect([accepts(min), accepts(max), accepts(min - 0.01), accepts(max + 0.01)]).toEqual([
        true,
        true,
        false,
        false,
      ]);
      expect(accepts(min + 0.5)).toBe(!whole);
    }
  });

  it('are reported out of range as typed, not clamped', () => {
    const draft = {
      ...NEW_EXAM,
      negativeMarking: 'fraction' as const,
      negativeMarkPerQuestion: 2,
      passMark: 150,
    };
    expect(settingsOutOfRange(draft)).toEqual(['negativeMarkPerQuestion', 'passMark']);
    expect(draft.passMark).toBe(150);
    expect(settingsOutOfRange({ ...NEW_EXAM, passMark: -1 })).toEqual(['passMark']);
  });

  it('take the edges, and check retakes only on a practice exam', () => {
    const fraction = { ...NEW_EXAM, negativeMarking: 'fraction' as const };
    expect(settingsOutOfRange({ ...fraction, negativeMarkPerQuestion: 1, passMark: 100 })).toEqual([]);
    // the fraction mode takes something off; the other modes ignore the fraction
    expect(settingsOutOfRange({ ...fraction, negativeMarkPerQuestion: 0 })).toEqual([
      'negativeMarkPerQuestion',
    ]);
    expect(settingsOutOfRange({ ...NEW_EXAM, negativeMarkPerQuestion: 2 })).toEqual([]);
    expect(settingsOutOfRange({ ...NEW_EXAM, retakeLimit: 2.5 })).toEqual([]);
    expect(settingsOutOfRange({ ...NEW_EXAM, isPracticeExam: true, retakeLimit: 2.5 })).toEqual([
      'retakeLimit',
    ]);
    expect(settingsOutOfRange({ ...NEW_EXAM, isPracticeExam: true, retakeLimit: null })).toEqual([]);
  });
});
