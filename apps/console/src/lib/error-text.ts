import { errorTitleOrMessage } from '@lms/domain/client';
import { translate } from './i18n/use-t';

/**
 * What a failed call says, in the console's language: the server's title (the server answers in
 * English; every title it sends has its Bengali), else the error's own message.
 */
export function errorText(error: unknown): string {
  return translate(errorTitleOrMessage(error));
}
