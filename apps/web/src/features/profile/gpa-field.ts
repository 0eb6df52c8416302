import { isValidGpa, messages } from '@lms/domain';

/** The message of a GPA typed into the profile form, or null when it is a number from 0 to 5. */
export function gpaError(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '' || !/^\d+(\.\d+)?$/.test(trimmed)) return messages.gpaInvalid;
  return isValidGpa(Number(trimmed)) ? null : messages.gpaInvalid;
}
