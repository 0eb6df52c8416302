import { formatTaka } from '@lms/domain';

/** Paisa as taka in the shown language. */
export const money = (paisa: number, language: 'en' | 'bn') => formatTaka(paisa, language);

/** `YYYY-MM-DD` (or an ISO time) as day-month-year. */
export const dayMonth = (day: string) => day.slice(0, 10).split('-').reverse().join('-');
