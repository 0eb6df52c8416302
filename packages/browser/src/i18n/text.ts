/** The languages of the apps: English (the default, the words written in the code) and Bengali. */
export type Language = 'en' | 'bn';

/** Values put into a text's `{{name}}` placeholders. */
export type TextValues = Record<string, string | number | null | undefined>;

/** Translates an English text (the key) into the current language, filling `{{name}}` placeholders. */
export type Translate = (english: string, values?: TextValues) => string;

/** The Bengali texts of an app, keyed by the English text. */
export type Resources = Record<string, string>;

/** A text with its `{{name}}` placeholders filled (English is the text in the code, filled). */
export function fillPlaceholders(text: string, values?: TextValues): string {
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*}}/g, (whole, name: string) =>
    name in values ? String(values[name] ?? '') : whole,
  );
}
