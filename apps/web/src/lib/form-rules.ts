import { isValidPhone } from '@lms/domain';

/** A field rule: the message to show, or null when the value is fine. */
export type FieldRule<V> = (value: string, values: V) => string | null;

/** The messages of a phone field on one screen (the words differ per screen). */
export interface PhoneMessages {
  required: string;
  invalid: string;
}

/** Required, then the shared phone pattern. */
export function phoneRule<V>({ required, invalid }: PhoneMessages): FieldRule<V> {
  return (value) => {
    if (!value.trim()) return required;
    return isValidPhone(value.trim()) ? null : invalid;
  };
}

/** Required with the given message. */
export function requiredRule<V>(message: string): FieldRule<V> {
  return (value) => (value ? null : message);
}

/** The first message of each broken rule, by field name; empty when everything is fine. */
export function validateAll<V extends Record<string, string>>(
  values: V,
  rules: Partial<Record<keyof V, FieldRule<V>>>,
): Partial<Record<keyof V, string>> {
  const errors: Partial<Record<keyof V, string>> = {};
  for (const name of Object.keys(rules) as Array<keyof V>) {
    const error = rules[name]?.(values[name] ?? '', values);
    if (error) errors[name] = error;
  }
  return errors;
}
