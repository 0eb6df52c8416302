import { countSms, type SmsCount } from './sms-parts';

/**
 * A notice's SMS text: its heading (when written) on the first line, then the message, as students
 * read them in the app. Spaces around each are trimmed.
 */
export function renderNoticeSms(message: string, title?: string | null): string {
  const heading = title?.trim() ?? '';
  const body = message.trim();
  return heading ? `${heading}\n${body}` : body;
}

/** A notice's SMS text counted, and whether it passes the institute's part limit (then it is refused). */
export function checkNoticeSms(text: string, partLimit: number): { count: SmsCount; tooLong: boolean } {
  const count = countSms(text);
  return { count, tooLong: count.parts > partLimit };
}
