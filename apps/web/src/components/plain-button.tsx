import type { ButtonHTMLAttributes } from 'react';
import './plain-button.css';

/** Props of a plain button. */
export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  variant?: 'primary' | 'default' | 'link';
  htmlType?: 'button' | 'submit';
  block?: boolean;
  loading?: boolean;
}

/**
 * A button that looks like antd's, in the institute's colour, for the signed-out screens: antd's
 * Button (wave effect, icons) would push the first page past its JavaScript budget.
 */
export function PlainButton({
  variant = 'default',
  htmlType = 'button',
  block,
  loading,
  disabled,
  className,
  children,
  ...rest
}: PlainButtonProps) {
  const classes = ['plain-button', `plain-button--${variant}`];
  if (block) classes.push('plain-button--block');
  if (loading) classes.push('plain-button--loading');
  if (className) classes.push(className);
  return (
    <button
      {...rest}
      type={htmlType}
      className={classes.join(' ')}
      disabled={disabled}
      aria-busy={loading || undefined}
    >
      {loading ? <span className="plain-button__spinner" aria-hidden /> : null}
      {children}
    </button>
  );
}
