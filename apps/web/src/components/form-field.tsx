import type { ReactNode } from 'react';
import { useT } from '../lib/i18n/use-t';
import { uiColors } from './ui-colors';

/** Props of a form field. */
export interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}

/** A labelled field with its error below, laid out like antd's vertical form items. */
export function FormField({ id, label, error, children }: FormFieldProps) {
  const { t } = useT();
  return (
    <div style={{ marginBottom: error ? 8 : 24 }}>
      <label htmlFor={id} style={{ display: 'block', paddingBottom: 8, color: uiColors.text }}>
        {label}
      </label>
      {children}
      {error ? (
        <div id={`${id}-error`} role="alert" style={{ color: uiColors.error, minHeight: 24, paddingTop: 2 }}>
          {t(error)}
        </div>
      ) : null}
    </div>
  );
}
