import { ApiError } from '@lms/domain/client';

/** A server complaint about one field of a form, in antd's `setFields` shape. */
export interface FieldError {
  name: string;
  errors: string[];
}

/**
 * The field-level complaints in a 400 answer. The server lists them in its message as
 * `path: reason; path: reason` (a path is the field's name, dotted into nested values); a part
 * without a path is about the whole input and names no field. A nested path (`groupIds.1`) is put on
 * its top field, the one a console form has.
 */
export function fieldErrorsOf(error: unknown): FieldError[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const byField = new Map<string, string[]>();
  for (const part of error.message.split('; ')) {
    const match = /^([A-Za-z_][\w.]*): (.+)$/s.exec(part.trim());
    if (!match?.[1] || !match[2]) continue;
    const [field = ''] = match[1].split('.');
    byField.set(field, [...(byField.get(field) ?? []), match[2]]);
  }
  return [...byField].map(([name, errors]) => ({ name, errors }));
}
