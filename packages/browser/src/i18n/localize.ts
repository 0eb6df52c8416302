/** The Bengali digits ০-৯, indexed by their value. */
const bengaliDigits = '০১২৩৪৫৬৭৮৯';

const bengaliMonths: Record<string, string> = {
  Jan: 'জানু',
  Feb: 'ফেব্রু',
  Mar: 'মার্চ',
  Apr: 'এপ্রি',
  May: 'মে',
  Jun: 'জুন',
  Jul: 'জুলা',
  Aug: 'আগ',
  Sep: 'সেপ্টে',
  Oct: 'অক্টো',
  Nov: 'নভে',
  Dec: 'ডিসে',
};

/** Text with its digits 0-9 written in a language's digits (Bengali ০-৯; English unchanged). */
export function localizeDigits(language: 'en' | 'bn', text: string): string {
  return language === 'en' ? text : text.replace(/[0-9]/g, (digit) => bengaliDigits[Number(digit)] ?? digit);
}

/**
 * A formatted number, time or date in a language: in Bengali its digits become ০-৯, the short
 * month names and AM/PM Bengali; English is left as it is. Apply it to formatted values only
 * (timers, marks, positions, dates), never to free text such as a phone number being typed.
 */
export function localizeText(language: 'en' | 'bn', text: string | number): string {
  const value = String(text);
  if (language === 'en') return value;
  return localizeDigits(
    language,
    value
      .replace(
        /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/g,
        (month) => bengaliMonths[month] ?? month,
      )
      .replace(/\b(AM|am)\b/g, 'পূর্বাহ্ণ')
      .replace(/\b(PM|pm)\b/g, 'অপরাহ্ণ'),
  );
}
