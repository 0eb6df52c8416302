import type { Language } from '@lms/browser/i18n';
import { Segmented } from 'antd';
import { useT } from '../lib/i18n/use-t';

/** English / বাংলা: each name in its own language, the shown one selected; kept across reloads. */
export function LanguageSwitch() {
  const { t, language, setLanguage } = useT();
  return (
    <Segmented
      aria-label={t('Language')}
      size="small"
      value={language}
      options={[
        { value: 'en', label: <span lang="en">English</span> },
        { value: 'bn', label: <span lang="bn">বাংলা</span> },
      ]}
      onChange={(value) => void setLanguage(value as Language)}
    />
  );
}
