import { examPatch } from '@lms/domain/contract';
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

const fields = examPatch.shape;

function rangeOf(schema: { minValue: number | null; maxValue: number | null; isInt: boolean }): SettingRange {
  return { min: schema.minValue ?? 0, max: schema.maxValue ?? Number.MAX_SAFE_INTEGER, whole: schema.isInt };
}

/** Each number setting's limits, read from the exam's schema in the route table so the two never differ. */
export const SETTING_RANGES: Record<NumberSetting, SettingRange> = {
  negativeMarkPerQuestion: rangeOf(fields.negativeMarkPerQuestion.unwrap()),
  passMark: rangeOf(fields.passMark.unwrap()),
  retakeLimit: rangeOf(fields.retakeLimit.unwrap().unwrap()),
};

function fits(value: number, range: SettingRange): boolean {
  return (
    Number.isFinite(value) &&
    value >= range.min &&
    value <= range.max &&
    (!range.whole || Number.isInteger(value))
  );
}

/**
 * The number settings of a draft the server would refuse. They are shown and the save is stopped, never
 * clamped: a pass mark of 150 changed to 100 behind the author's back is a different exam.
 */
export function settingsOutOfRange(draft: ExamDraft): NumberSetting[] {
  const wrong: NumberSetting[] = [];
  if (!fits(draft.negativeMarkPerQuestion, SETTING_RANGES.negativeMarkPerQuestion))
    wrong.push('negativeMarkPerQuestion');
  if (!fits(draft.passMark, SETTING_RANGES.passMark)) wrong.push('passMark');
  if (
    draft.isPracticeExam &&
    draft.retakeLimit !== null &&
    !fits(draft.retakeLimit, SETTING_RANGES.retakeLimit)
  )
    wrong.push('retakeLimit');
  return wrong;
}
