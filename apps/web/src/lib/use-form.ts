import { type FormEvent, useState } from 'react';
import { type FieldRule, validateAll } from './form-rules';

/** The state of a small form: values, shown errors, change and submit handlers. */
export interface FormState<V extends Record<string, string>> {
  values: V;
  errors: Partial<Record<keyof V, string>>;
  /** Sets a field and re-checks the fields already checked (like antd: errors follow the typing). */
  setValue: (name: keyof V, value: string) => void;
  /** Checks a field when it loses focus, once something was typed into it. */
  touch: (name: keyof V) => void;
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

  return {
    values,
    errors,
    setValue: (name, value) => {
      const next = { ...values, [name]: value };
      const fields = { ...checked, [name]: true as const };
      setValues(next);
      setChecked(fields);
      recheck(next, fields);
    },
    touch: (name) => {
      if (checked[name] || !values[name]) return;
      const fields = { ...checked, [name]: true as const };
      setChecked(fields);
      recheck(values, fields);
    },
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
