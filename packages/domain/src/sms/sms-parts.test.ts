import { describe, expect, it } from 'vitest';
import { countSms, isGsm7 } from './sms-parts';

const bn = (n: number) => 'ক'.repeat(n);
const en = (n: number) => 'a'.repeat(n);

describe('countSms', () => {
  it('counts English (GSM-7) at 160 a message and 153 a part', () => {
    expect(countSms(en(160))).toMatchObject({ encoding: 'gsm7', units: 160, parts: 1, remaining: 0 });
    expect(countSms(en(161))).toMatchObject({ parts: 2 });
    expect(countSms(en(306))).toMatchObject({ parts: 2, remaining: 0 });
    expect(countSms(en(307))).toMatchObject({ parts: 3 });
  });

  it('counts Bengali (UCS-2) at 70 a message and 67 a part', () => {
    expect(countSms(bn(70))).toMatchObject({ encoding: 'ucs2', units: 70, parts: 1 });
    expect(countSms(bn(71))).toMatchObject({ parts: 2 });
    expect(countSms(bn(134))).toMatchObject({ parts: 2, remaining: 0 });
    expect(countSms(bn(135))).toMatchObject({ parts: 3 });
  });

  it('makes a whole English text UCS-2 for one Bengali character', () => {
    expect(countSms(`${en(69)}ক`)).toMatchObject({ encoding: 'ucs2', units: 70, parts: 1 });
    expect(countSms(`${en(70)}ক`)).toMatchObject({ encoding: 'ucs2', parts: 2 });
  });

  it('counts each extension character as two septets', () => {
    for (const ch of ['{', '}', '[', ']', '~', '\\', '^', '|', '€']) {
      expect(isGsm7(ch)).toBe(true);
      expect(countSms(`${en(158)}${ch}`)).toMatchObject({ units: 160, parts: 1 });
      expect(countSms(`${en(159)}${ch}`)).toMatchObject({ units: 161, parts: 2 });
    }
  });

  it('never splits an extension character across parts', () => {
    // 152 septets, then a 2-septet character: it starts part 2.
    const text = `${en(152)}€${en(151)}`;
    expect(countSms(text)).toMatchObject({ units: 305, parts: 2, remaining: 0 });
    expect(countSms(`${text}a`)).toMatchObject({ parts: 3 });
  });

  it('counts UTF-16 units: an emoji is two and is not split', () => {
    expect(countSms('😀'.repeat(35))).toMatchObject({ units: 70, parts: 1 });
    expect(countSms(`${bn(66)}😀`)).toMatchObject({ units: 68, parts: 1 });
    expect(countSms(`${bn(70)}😀`)).toMatchObject({ units: 72, parts: 2 });
  });

  it('gives no parts for an empty text and GSM-7 for the basic set', () => {
    expect(countSms('')).toMatchObject({ parts: 0 });
    expect(isGsm7('Roll 1001: 72.50/100, position 3 of 40. @£$¥èé')).toBe(true);
    expect(isGsm7('naïve')).toBe(false);
  });
});
