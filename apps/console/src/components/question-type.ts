import type { Translate } from '@lms/browser/i18n';
import type { QuestionDifficulty, QuestionType } from '@lms/domain';

/** A question type's short name in the shown language ("MCQ", "Checkbox", "Short answer"). */
export function questionTypeLabel(t: Translate, type: QuestionType): string {
  if (type === 'checkbox') return t('Checkbox');
  if (type === 'shortAns') return t('Short answer');
  if (type === 'paragraph') return t('Paragraph');
  return type;
}

/** A question type's name with how it is answered, as the question editor offers it ("MCQ (one correct)"). */
export function questionTypeChoice(t: Translate, type: QuestionType): string {
  if (type === 'MCQ') return t('MCQ (one correct)');
  if (type === 'MCA') return t('MCA (true/false per statement)');
  if (type === 'checkbox') return t('Checkbox (several correct)');
  return questionTypeLabel(t, type);
}

/** A question's difficulty in the shown language ("Easy", "Medium", "Hard"). */
export function difficultyLabel(t: Translate, difficulty: QuestionDifficulty): string {
  if (difficulty === 'easy') return t('Easy');
  if (difficulty === 'medium') return t('Medium');
  return t('Hard');
}
