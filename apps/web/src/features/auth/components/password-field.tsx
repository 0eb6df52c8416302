import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { FormField } from '../../../components/form-field';
import { PlainInput } from '../../../components/plain-input';
import { useT } from '../../../lib/i18n/use-t';

/** Props of a password field. */
export interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  autoComplete: 'current-password' | 'new-password';
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** A password field with a show/hide toggle (antd's Input.Password costs more than this on the first page). */
export function PasswordField({
  id,
  label,
  value,
  error,
  autoComplete,
  onChange,
  onBlur,
}: PasswordFieldProps) {
  const { t } = useT();
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOutlined : EyeInvisibleOutlined;
  return (
    <FormField id={id} label={label} error={error}>
      <PlainInput
        id={id}
        name={id}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        value={value}
        error={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        suffix={
          <button
            type="button"
            aria-label={visible ? t('Hide password') : t('Show password')}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
            style={{
              border: 0,
              background: 'none',
              padding: 0,
              cursor: 'pointer',
              color: 'rgba(0,0,0,0.45)',
            }}
          >
            <Icon />
          </button>
        }
      />
    </FormField>
  );
}
