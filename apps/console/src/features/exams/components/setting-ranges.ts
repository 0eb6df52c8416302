import type { ExamDraft } from './exam-draft';

/** The exam settings typed as numbers. */
export type NumberSetting = 'negativeMarkPerQuestion' | 'passMark' | 'retakeLimit';

/** The numbers the server takes for a setting. */
export interface SettingRange {
  min: number;
  max: number;
  /** Whole numbers only. */
  whole: boolean;
}

/**
 * Each number setting's limits in the route table's exam schema. They are written out because the
 * browser build stubs zod (the schema checks nothing there); a unit test holds them to the schema.
 */
export const SETTING_RANGES: Record<NumberSetting, SettingRange> = {
  negativeMarkPerQuestion: { min: 0, max: 1, whole: false },
  passMark: { min: 0, max: 100, whole: false },
  retakeLimit: { min: 0, max: 1000, whole: true },
};

function fits(setting: NumberSetting, value: number): boolean {
  const { min, max, whole } = SETTING_RANGES[setting];
  return Number.isFinite(value) && value >= min && value <= max && (!whole || Number.isInteger(value));
}

/**
 * The number settings of a draft the server would refuse. They are shown and the save is stopped, never
 * clamped: a pass mark of 150 changed to 100 behind the author's back is a different exam.
 */
export function settingsOutOfRange(draft: ExamDraft): NumberSetting[] {
  const wrong: NumberSetting[] = [];
  // The fraction counts only under the fraction mode, and there it must take something off.
  if (
    draft.negativeMarking === 'fraction' &&
    !(fits('negativeMarkPerQuestion', draft.negativeMarkPerQuestion) && draft.negativeMarkPerQuestion > 0)
  )
    wrong.push('negativeMarkPerQuestion');
  // A pass mark not set yet is missing rather than out of range (the editor asks for it).
  if (draft.passMark !== null && !fits('passMark', draft.passMark)) wrong.push('passMark');
  if (draft.isPracticeExam && draft.retakeLimit !== null && !fits('retakeLimit', draft.retakeLimit))
    wrong.push('retakeLimit');
  return wrong;
}
