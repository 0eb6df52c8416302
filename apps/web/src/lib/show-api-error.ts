import { ApiError, errorTitleOrMessage } from './api-error';
import { toast } from './toast';

/**
 * The generic failure toast: the message as an error toast, or (on sign-in)
 * the title as a warning. Failures already shown (a lost session) are not shown twice.
 */
export function showApiError(error: unknown, level: 'error' | 'warning' = 'error'): void {
  if (error instanceof ApiError && error.handled) return;
  toast[level](errorTitleOrMessage(error));
}
