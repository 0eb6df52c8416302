import { describe, expect, it } from 'vitest';
import { NEW_EXAM } from './exam-draft';
import { SETTING_RANGES, settingsOutOfRange } from './setting-ranges';

describe("an exam's number settings", () => {
  it('have the limits of the route table', () => {
    expect(SETTING_RANGES).toEqual({
      negativeMarkPerQuestion: { min: 0, max: 1, whole: false },
      passMark: { min: 0, max: 100, whole: false },
      retakeLimit: { min: 0, max: 1000, whole: true },
    });
  });

  it('are reported out of range as typed, not clamped', () => {
    const draft = { ...NEW_EXAM, negativeMarkPerQuestion: 2, passMark: 150 };
    expect(settingsOutOfRange(draft)).toEqual(['negativeMarkPerQuestion', 'passMark']);
    expect(draft.passMark).toBe(150);
    expect(settingsOutOfRange({ ...NEW_EXAM, passMark: -1 })).toEqual(['passMark']);
  });

  it('take the edges, and check retakes only on a practice exam', () => {
    expect(settingsOutOfRange({ ...NEW_EXAM, negativeMarkPerQuestion: 1, passMark: 100 })).toEqual([]);
    expect(settingsOutOfRange({ ...NEW_EXAM, retakeLimit: 2.5 })).toEqual([]);
    expect(settingsOutOfRange({ ...NEW_EXAM, isPracticeExam: true, retakeLimit: 2.5 })).toEqual([
      'retakeLimit',
    ]);
    expect(settingsOutOfRange({ ...NEW_EXAM, isPracticeExam: true, retakeLimit: null })).toEqual([]);
  });
});
