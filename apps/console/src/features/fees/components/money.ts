import type { Language } from '@lms/browser/i18n';
import { formatTaka } from '@lms/domain';

/** An amount of paisa as the shown language writes taka. */
export const money = (paisa: number, language: Language) =>
  formatTaka(paisa, language === 'bn' ? 'bn' : 'en');

/** A day `YYYY-MM-DD` as day-month-year. */
export const dayMonth = (day: string) => day.split('-').reverse().join('-');
