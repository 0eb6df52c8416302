import type { Language } from '@lms/browser/i18n';
import { useT } from '../lib/i18n/use-t';
import { PlainButton } from './plain-button';

const choices: ReadonlyArray<readonly [Language, string]> = [
  ['en', 'English'],
  ['bn', 'বাংলা'],
];

/** English / বাংলা: each name in its own language, the shown one pressed. */
export function LanguageSwitch() {
  const { t, language, setLanguage } = useT();
  return (
    <fieldset
      aria-label={t('Language')}
      style={{ display: 'flex', justifyContent: 'center', gap: 4, border: 0, margin: 0, padding: 0 }}
    >
      {choices.map(([code, name]) => (
        <PlainButton
          key={code}
          variant="link"
          lang={code}
          aria-pressed={language === code}
          style={{ fontWeight: language === code ? 600 : 400 }}
          onClick={() => void setLanguage(code)}
        >
          {name}
        </PlainButton>
      ))}
    </fieldset>
  );
}
