import { fillPlaceholders, type Translate } from '@lms/browser/i18n';
import { describe, expect, it } from 'vitest';
import { type CountNoun, counted, countNouns, countText } from '../../components/count-text';
import { loadBengali } from './bengali';
import texts from './bn.json';

const bengaliTexts: Record<string, string> = texts;

const english: Translate = (text, values) => fillPlaceholders(text, values);

async function bengali(): Promise<Translate> {
  const language = await loadBengali();
  return (text, values) => fillPlaceholders(language.template(text), language.values(values));
}

// The console's own code as text, so a text added without its Bengali fails here rather than in Bengali mode.
const sources = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const quoted = /'((?:\\.|[^'\\\n])*)'|"((?:\\.|[^"\\\n])*)"/g;

/** The quoted strings in each match of `pattern` across the console's code. */
function quotedIn(pattern: RegExp, only: (text: string) => boolean = () => true) {
  return Object.entries(sources).flatMap(([file, source]) =>
    [...source.matchAll(pattern)].flatMap((match) =>
      [...match[0].matchAll(quoted)]
        .map((q) => (q[1] ?? q[2] ?? '').replace(/\\(.)/g, '$1'))
        .filter(only)
        .map((text) => ({ file, text })),
    ),
  );
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

/** The texts in `found` with no Bengali, as "file: text" so a failure names them. */
const untranslated = (found: { file: string; text: string }[]) =>
  found.filter(({ text }) => !(text in bengaliTexts)).map(({ file, text }) => `${file}: ${text}`);

describe('counts in the console', () => {
  it('read one and many in English', () => {
    expect(counted(english, 'student', 1)).toBe('1 student');
    expect(counted(english, 'reply', 2)).toBe('2 replies');
    expect(countText(english, 3, ['{{count}} row has errors', '{{count}} rows have errors'])).toBe(
      '3 rows have errors',
    );
  });

  it('read in Bengali words and digits for every counted thing', async () => {
    const t = await bengali();
    expect(counted(t, 'student', 12)).toBe('১২ জন শিক্ষার্থী');
    expect(counted(t, 'mark', 1)).toBe('১ নম্বর');
    for (const noun of Object.keys(countNouns) as CountNoun[]) {
      for (const count of [1, 2]) expect(counted(t, noun, count)).not.toMatch(/[A-Za-z0-9]/);
    }
  });

  it('put whole counted messages into Bengali', async () => {
    const t = await bengali();
    const students = counted(t, 'student', 3);
    expect(t('Remove {{students}} from {{group}}?', { students, group: 'HSC 2026' })).toBe(
      'HSC 2026 থেকে ৩ জন শিক্ষার্থী সরাবেন?',
    );
  });
});

describe('the Bengali texts of the console', () => {
  it('cover every text with a placeholder (the counted messages), keeping its placeholders', () => {
    const found = quotedIn(/'[^'\n]*\{\{\w+}}[^'\n]*'/g);
    expect(found.length).toBeGreaterThan(40);
    expect(untranslated(found)).toEqual([]);
    for (const { text } of found) expect(placeholders(bengaliTexts[text] ?? '')).toEqual(placeholders(text));
  });

  it('cover the choices, labels and placeholders of the yes/no filters', () => {
    const found = quotedIn(/<YesNoFilter[\s\S]*?\/>/g);
    expect(found.map(({ text }) => text)).toEqual(expect.arrayContaining(['Active', 'Registered']));
    expect(untranslated(found)).toEqual([]);
  });

  it('cover the empty states of tables and lists', () => {
    const emptyTexts = quotedIn(/emptyText:[^\n]*|<Empty[\s\S]*?\/>/g);
    expect(emptyTexts.length).toBeGreaterThan(5);
    expect(untranslated(emptyTexts)).toEqual([]);
    // A literal put straight into an empty state would show English whatever the language.
    const literals = Object.entries(sources).filter(([, source]) => /emptyText:\s*['"`]/.test(source));
    expect(literals.map(([file]) => file)).toEqual([]);
  });
});
