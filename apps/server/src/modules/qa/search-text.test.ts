import { describe, expect, it } from 'vitest';
import { descriptionTrigrams, normalizeText, queryWords, searchTextOf, words } from './search-text';

describe('Q&A search text', () => {
  it('normalizes to NFC, drops zero-width joiners and lowers the case', () => {
    // য় as য + nukta (decomposed) and as the precomposed letter compare equal after NFC
    expect(normalizeText('\u09AF\u09BC')).toBe(normalizeText('\u09DF'));
    expect(normalizeText('র\u200D্যাব')).toBe('র্যাব');
    expect(normalizeText('Newton')).toBe('newton');
  });

  it('keeps Bengali vowel signs and virama inside words and splits on the danda and punctuation', () => {
    expect(words('নিউটনের গতিসূত্র কী? Newton’s law। ৩য় অধ্যায়')).toEqual([
      'নিউটনের',
      'গতিসূত্র',
      'কী',
      'newton',
      's',
      'law',
      '৩য়'.normalize('NFC'),
      'অধ্যায়'.normalize('NFC'),
    ]);
  });

  it('stores the words between spaces for whole-word and prefix matching', () => {
    expect(searchTextOf('Newton’s  first LAW!')).toBe(' newton s first law ');
    expect(searchTextOf('...')).toBe(' ');
  });

  it('makes padded trigrams of each word, once each', () => {
    expect(descriptionTrigrams('ab ab')).toEqual(['  a', ' ab', 'ab ']);
    expect(descriptionTrigrams('law')).toEqual(['  l', ' la', 'law', 'aw ']);
  });

  it('turns a search into words whose trigrams every matching text has', () => {
    expect(queryWords('ewto  gr')).toEqual([
      { word: 'ewto', grams: ['ewt', 'wto'] },
      { word: 'gr', grams: [' gr'] },
    ]);
    const stored = new Set(descriptionTrigrams('নিউটনের গতিসূত্র'));
    for (const { grams } of queryWords('গতিসূ উটনে')) for (const g of grams) expect(stored.has(g)).toBe(true);
    expect(queryWords('a a b')).toHaveLength(2);
    expect(queryWords('!!!')).toEqual([]);
  });
});
