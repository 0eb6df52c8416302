import { createLanguageStore, fillPlaceholders, localizeText } from '@lms/browser/i18n';
import { describe, expect, it } from 'vitest';
import { loadBengali } from './bengali';

describe('Bengali digits and texts', () => {
  it('writes formatted numbers, times and dates in Bengali and leaves English as it is', () => {
    expect(localizeText('bn', '01:29:05')).toBe('০১:২৯:০৫');
    expect(localizeText('bn', '05 Jan 2025, 02:30 PM')).toBe('০৫ জানু ২০২৫, ০২:৩০ অপরাহ্ণ');
    expect(localizeText('bn', 45.5)).toBe('৪৫.৫');
    expect(localizeText('en', '05 Jan 2025, 02:30 PM')).toBe('05 Jan 2025, 02:30 PM');
  });

  it('fills placeholders and keeps an unknown one', () => {
    expect(fillPlaceholders('{{count}} minutes', { count: 30 })).toBe('30 minutes');
    expect(fillPlaceholders('{{a}} and {{b}}', { a: 'x' })).toBe('x and {{b}}');
  });

  it('translates with i18next, numbers in Bengali digits, names untouched, missing texts in English', async () => {
    const bengali = await loadBengali();
    expect(bengali.template('Sign In')).toBe('সাইন ইন');
    expect(fillPlaceholders(bengali.template('{{duration}} minutes'), bengali.values({ duration: 30 }))).toBe(
      '৩০ মিনিট',
    );
    expect(bengali.values({ name: 'HSC 2026' })).toEqual({ name: 'HSC 2026' });
    expect(bengali.template('A text nobody translated')).toBe('A text nobody translated');
  });

  it("has the server's error titles, which the app's toasts show", async () => {
    const bengali = await loadBengali();
    expect(bengali.template('The exam has ended')).toBe('পরীক্ষা শেষ হয়ে গেছে');
    expect(bengali.template('Q&A is off for this course')).toBe('এই কোর্সে প্রশ্নোত্তর বন্ধ');
  });

  it('keeps the choice across reloads and sets <html lang>', async () => {
    localStorage.clear();
    const first = createLanguageStore(loadBengali);
    expect(document.documentElement.lang).toBe('en');
    expect(first.translator()('Sign In')).toBe('Sign In');
    await first.setLanguage('bn');
    expect(document.documentElement.lang).toBe('bn');
    expect(first.translator()('Sign In')).toBe('সাইন ইন');
    expect(first.formatter()('10:05')).toBe('১০:০৫');

    const reloaded = createLanguageStore(loadBengali);
    await reloaded.setLanguage('bn');
    expect(reloaded.language()).toBe('bn');
    await reloaded.setLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(reloaded.translator()('Sign In')).toBe('Sign In');
    expect(localStorage.getItem('lms.language')).toBe('en');
  });
});
