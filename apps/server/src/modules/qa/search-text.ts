// Search that behaves the same on PGlite and PostgreSQL whatever their locale or extensions: the text
// is normalized and cut into words and trigrams here, and the trigrams are stored in a plain table.

const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF]/g;
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** The most words of a search string that are looked for. */
export const MAX_QUERY_WORDS = 8;
/** Longer words are cut to this many code points when searching. */
export const MAX_QUERY_WORD_LENGTH = 32;

/**
 * The text as it is compared: Unicode NFC (Bengali vowel signs and nukta forms have several
 * encodings), zero-width joiners removed (they sit inside Bengali words), lower case.
 */
export function normalizeText(text: string): string {
  return text.normalize('NFC').replace(INVISIBLE, '').toLowerCase();
}

/** The words of a text: runs of Unicode letters, combining marks and digits, normalized. */
export function words(text: string): string[] {
  return normalizeText(text).match(WORD) ?? [];
}

/** The stored form of a description: its words between single spaces, with a space at each end. */
export function searchTextOf(description: string): string {
  const list = words(description);
  return list.length ? ` ${list.join(' ')} ` : ' ';
}

/**
 * The trigrams of a word over code points, padded like pg_trgm ("  a", " ab", ..., "yz "), so that
 * a short search word finds the words starting with it.
 */
export function wordTrigrams(word: string): string[] {
  const chars = ['  ', ...Array.from(word), ' '].join('');
  const points = Array.from(chars);
  const grams: string[] = [];
  for (let i = 0; i + 3 <= points.length; i += 1) grams.push(points.slice(i, i + 3).join(''));
  return grams;
}

/** The distinct trigrams of a description, to store. */
export function descriptionTrigrams(description: string): string[] {
  const all = new Set<string>();
  for (const word of words(description)) for (const gram of wordTrigrams(word)) all.add(gram);
  return [...all];
}

/** One word of a search, with the trigrams a matching text must contain. */
export interface QueryWord {
  word: string;
  /** Every one of these must be in a description that contains the word. */
  grams: string[];
}

/**
 * The words of a search string with the trigrams to look up: a word of three or more code points
 * may sit anywhere inside a word (its inner trigrams); a shorter one must start a word.
 */
export function queryWords(searchString: string): QueryWord[] {
  const seen = new Set<string>();
  const result: QueryWord[] = [];
  for (const raw of words(searchString)) {
    const word = Array.from(raw).slice(0, MAX_QUERY_WORD_LENGTH).join('');
    if (seen.has(word)) continue;
    seen.add(word);
    const points = Array.from(word);
    const grams =
      points.length >= 3
        ? [...new Set(points.slice(0, -2).map((_, i) => points.slice(i, i + 3).join('')))]
        : [(points.length === 1 ? '  ' : ' ') + word];
    result.push({ word, grams });
    if (result.length === MAX_QUERY_WORDS) break;
  }
  return result;
}
