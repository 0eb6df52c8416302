import type { Translate } from '@lms/browser/i18n';

/** A sheet problem's code in words (with its question, when it names one). */
export function problemLabel(t: Translate, problem: { code: string; question?: number }): string {
  const question = problem.question;
  switch (problem.code) {
    case 'pageNotFound':
      return t('No sheet on the page');
    case 'otherExam':
      return t('Sheet of another exam');
    case 'rollUnreadable':
      return t('Roll unclear');
    case 'rollNotOnRoster':
      return t('Roll of no student of this exam');
    case 'rollNotUnique':
      return t('Roll of several students');
    case 'setUnreadable':
      return t('Set unclear');
    case 'multipleMarks':
      return t('Q{{question}}: several marks', { question });
    case 'faintMark':
      return t('Q{{question}}: faint mark', { question });
    case 'unknownQuestion':
      return t('Q{{question}}: not on the sheet', { question });
    default:
      return question === undefined ? problem.code : `${problem.code} (Q${question})`;
  }
}
