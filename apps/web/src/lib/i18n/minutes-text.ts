import type { Translate } from '@lms/browser/i18n';

/** "1 minute" / "30 minutes" in the chosen language (Bengali has one form, English two). */
export function minutesText(t: Translate, minutes: number): string {
  return t(minutes === 1 ? '{{duration}} minute' : '{{duration}} minutes', { duration: minutes });
}
