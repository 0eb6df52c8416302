import { FormField } from '../../../components/form-field';
import { PlainInput } from '../../../components/plain-input';
import { useT } from '../../../lib/i18n/use-t';

/** Props of the mobile number field. */
export interface PhoneFieldProps {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** The 11-digit mobile number field. */
export function PhoneField({ label, value, error, onChange, onBlur }: PhoneFieldProps) {
  const { t } = useT();
  return (
    <FormField id="phone" label={label} error={error}>
      <PlainInput
        id="phone"
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={t('01XXXXXXXXX')}
        maxLength={11}
        value={value}
        error={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'phone-error' : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </FormField>
  );
}
