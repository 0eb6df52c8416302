import { type MoneyLanguage, PAISA_PER_TAKA } from './money';

const EN_ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const EN_TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

// Bengali numbers below a hundred are each a word of their own (no tens-and-units pattern).
const BN_UNDER_100 = [
  'শূন্য',
  'এক',
  'দুই',
  'তিন',
  'চার',
  'পাঁচ',
  'ছয়',
  'সাত',
  'আট',
  'নয়',
  'দশ',
  'এগারো',
  'বারো',
  'তেরো',
  'চৌদ্দ',
  'পনেরো',
  'ষোলো',
  'সতেরো',
  'আঠারো',
  'উনিশ',
  'বিশ',
  'একুশ',
  'বাইশ',
  'তেইশ',
  'চব্বিশ',
  'পঁচিশ',
  'ছাব্বিশ',
  'সাতাশ',
  'আটাশ',
  'ঊনত্রিশ',
  'ত্রিশ',
  'একত্রিশ',
  'বত্রিশ',
  'তেত্রিশ',
  'চৌত্রিশ',
  'পঁয়ত্রিশ',
  'ছত্রিশ',
  'সাঁইত্রিশ',
  'আটত্রিশ',
  'ঊনচল্লিশ',
  'চল্লিশ',
  'একচল্লিশ',
  'বিয়াল্লিশ',
  'তেতাল্লিশ',
  'চুয়াল্লিশ',
  'পঁয়তাল্লিশ',
  'ছেচল্লিশ',
  'সাতচল্লিশ',
  'আটচল্লিশ',
  'ঊনপঞ্চাশ',
  'পঞ্চাশ',
  'একান্ন',
  'বাহান্ন',
  'তিপ্পান্ন',
  'চুয়ান্ন',
  'পঞ্চান্ন',
  'ছাপ্পান্ন',
  'সাতান্ন',
  'আটান্ন',
  'ঊনষাট',
  'ষাট',
  'একষট্টি',
  'বাষট্টি',
  'তেষট্টি',
  'চৌষট্টি',
  'পঁয়ষট্টি',
  'ছেষট্টি',
  'সাতষট্টি',
  'আটষট্টি',
  'ঊনসত্তর',
  'সত্তর',
  'একাত্তর',
  'বাহাত্তর',
  'তিয়াত্তর',
  'চুয়াত্তর',
  'পঁচাত্তর',
  'ছিয়াত্তর',
  'সাতাত্তর',
  'আটাত্তর',
  'ঊনআশি',
  'আশি',
  'একাশি',
  'বিরাশি',
  'তিরাশি',
  'চুরাশি',
  'পঁচাশি',
  'ছিয়াশি',
  'সাতাশি',
  'আটাশি',
  'ঊননব্বই',
  'নব্বই',
  'একানব্বই',
  'বিরানব্বই',
  'তিরানব্বই',
  'চুরানব্বই',
  'পঁচানব্বই',
  'ছিয়ানব্বই',
  'সাতানব্বই',
  'আটানব্বই',
  'নিরানব্বই',
];

function enUnder100(n: number): string {
  if (n < 20) return EN_ONES[n]!;
  const ones = n % 10;
  return ones ? `${EN_TENS[Math.floor(n / 10)]}-${EN_ONES[ones]}` : EN_TENS[n / 10]!;
}

/** The scale words of the lakh-crore system: crore (10^7), lakh (10^5), thousand, hundred. */
const SCALES = [
  { size: 10_000_000, en: 'Crore', bn: 'কোটি' },
  { size: 100_000, en: 'Lakh', bn: 'লক্ষ' },
  { size: 1_000, en: 'Thousand', bn: 'হাজার' },
] as const;

/** A whole number (at least 1) in words; more than 99 crore repeats the system before "Crore". */
function numberWords(n: number, language: MoneyLanguage): string {
  const parts: string[] = [];
  let rest = n;
  for (const scale of SCALES) {
    const count = Math.floor(rest / scale.size);
    if (count > 0) parts.push(`${numberWords(count, language)} ${scale[language]}`);
    rest %= scale.size;
  }
  const hundreds = Math.floor(rest / 100);
  if (hundreds > 0)
    parts.push(language === 'en' ? `${EN_ONES[hundreds]} Hundred` : `${BN_UNDER_100[hundreds]}শত`);
  rest %= 100;
  if (rest > 0) parts.push(language === 'en' ? enUnder100(rest) : BN_UNDER_100[rest]!);
  return parts.join(' ');
}

/**
 * An amount in words as a money receipt writes it, in the lakh-crore system: "One Thousand Five
 * Hundred Taka and Fifty Paisa Only", "এক হাজার পাঁচশত টাকা পঞ্চাশ পয়সা মাত্র". Zero is "Zero Taka
 * Only" / "শূন্য টাকা মাত্র".
 */
export function amountInWords(paisa: number, language: MoneyLanguage = 'en'): string {
  if (!Number.isSafeInteger(paisa) || paisa < 0) throw new RangeError(`Not an amount of paisa: ${paisa}`);
  const taka = Math.floor(paisa / PAISA_PER_TAKA);
  const rest = paisa % PAISA_PER_TAKA;
  if (language === 'bn') {
    const takaPart = taka > 0 || rest === 0 ? `${taka ? numberWords(taka, 'bn') : BN_UNDER_100[0]} টাকা` : '';
    const paisaPart = rest > 0 ? `${numberWords(rest, 'bn')} পয়সা` : '';
    return `${[takaPart, paisaPart].filter(Boolean).join(' ')} মাত্র`;
  }
  const takaPart = taka > 0 || rest === 0 ? `${taka ? numberWords(taka, 'en') : 'Zero'} Taka` : '';
  const paisaPart = rest > 0 ? `${numberWords(rest, 'en')} Paisa` : '';
  return `${[takaPart, paisaPart].filter(Boolean).join(' and ')} Only`;
}
