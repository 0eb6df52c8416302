import type { InputHTMLAttributes, ReactNode } from 'react';
import './plain-input.css';

/** Props of a plain input: an input's own attributes, with an error state and an optional suffix. */
export interface PlainInputProps extends InputHTMLAttributes<HTMLInputElement> {
  error?: boolean;
  suffix?: ReactNode;
}

/**
 * A text input that looks like antd's large Input, for the signed-out screens: antd's Input computes
 * its theme and styles in the browser, the first page's largest main-thread cost on a slow phone.
 */
export function PlainInput({ error, suffix, className, ...rest }: PlainInputProps) {
  const classes = ['plain-input'];
  if (error) classes.push('plain-input--error');
  if (className) classes.push(className);
  return (
    <span className={classes.join(' ')}>
      <input {...rest} className="plain-input__field" />
      {suffix}
    </span>
  );
}
