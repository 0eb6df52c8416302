import { type FormEvent, useState } from 'react';
import { type FieldRule, validateAll } from './form-rules';

/** What one field of a form is given. */
export interface FieldBinding {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** The state of a small form: values, shown errors, change and submit handlers. */
export interface FormState<V extends Record<string, string>> {
  values: V;
  errors: Partial<Record<keyof V, string>>;
  /** Sets a field and re-checks the fields already checked (like antd: errors follow the typing). */
  setValue: (name: keyof V, value: string) => void;
  /** Checks a field when it loses focus, once something was typed into it. */
  touch: (name: keyof V) => void;
  /** The props a field needs: its value and shown error, and its change and blur handlers. */
  field: (name: keyof V) => FieldBinding;
  /** A form submit handler: checks every field, then calls `onValid` when all pass. */
  handleSubmit: (onValid: (values: V) => void) => (event: FormEvent) => void;
}

/**
 * A light form state with per-field rules (the student app's messages). The sign-in and account screens
 * use it instead of antd's Form, which would double the JavaScript of the first page.
 */
export function useForm<V extends Record<string, string>>(
  initial: V,
  rules: Partial<Record<keyof V, FieldRule<V>>>,
): FormState<V> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [checked, setChecked] = useState<Partial<Record<keyof V, true>>>({});

  const recheck = (next: V, fields: Partial<Record<keyof V, true>>) => {
    const all = validateAll(next, rules);
    const shown: Partial<Record<keyof V, string>> = {};
    for (const name of Object.keys(fields) as Array<keyof V>) if (all[name]) shown[name] = all[name];
    setErrors(shown);
  };

  const setValue = (name: keyof V, value: string) => {
    const next = { ...values, [name]: value };
    const fields = { ...checked, [name]: true as const };
    setValues(next);
    setChecked(fields);
    recheck(next, fields);
  };
  const touch = (name: keyof V) => {
    if (checked[name] || !values[name]) return;
    const fields = { ...checked, [name]: true as const };
    setChecked(fields);
    recheck(values, fields);
  };

  return {
    values,
    errors,
    setValue,
    touch,
    field: (name) => ({
      value: values[name] ?? '',
      error: errors[name],
      onChange: (value) => setValue(name, value),
      onBlur: () => touch(name),
    }),
    handleSubmit: (onValid) => (event) => {
      event.preventDefault();
      const all = validateAll(values, rules);
      const fields = Object.fromEntries(Object.keys(rules).map((name) => [name, true])) as Partial<
        Record<keyof V, true>
      >;
      setChecked(fields);
      setErrors(all);
      if (Object.keys(all).length === 0) onValid(values);
    },
  };
}
