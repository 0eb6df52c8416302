import { describe, expect, it } from 'vitest';
import { countSms } from './sms-parts';
import {
  checkResultTemplate,
  DEFAULT_RESULT_SMS_TEMPLATES,
  type ResultSmsValues,
  renderResultSms,
  unknownSmsFields,
} from './sms-template';

const rahim: ResultSmsValues = {
  name: 'Rahim',
  roll: '1001',
  exam: 'Physics 1',
  marks: 72.5,
  total: 100,
  negative: 2.25,
  position: 3,
  of: 40,
  highest: 95,
  passed: true,
};

describe('renderResultSms', () => {
  it('fills every field in English', () => {
    expect(renderResultSms(DEFAULT_RESULT_SMS_TEMPLATES.en.present, rahim, 'en')).toBe(
      'Rahim (Roll 1001), Physics 1: 72.5/100, negative 2.25, merit 3/40, highest 95, Passed',
    );
  });
  it('fills every field in Bengali, with the Bengali pass/fail words', () => {
    const text = renderResultSms(DEFAULT_RESULT_SMS_TEMPLATES.bn.present, { ...rahim, passed: false }, 'bn');
    expect(text).toContain('72.5/100');
    expect(text).toContain('মেধা 3/40');
    expect(text.endsWith('অনুত্তীর্ণ')).toBe(true);
    expect(countSms(text).encoding).toBe('ucs2');
  });
  it('writes an absent student with the absent template, and a dash for missing figures', () => {
    const absent = { ...rahim, marks: null, negative: null, position: null, passed: null };
    expect(renderResultSms(DEFAULT_RESULT_SMS_TEMPLATES.en.absent, absent, 'en')).toBe(
      'Rahim (Roll 1001) was absent in Physics 1.',
    );
    expect(renderResultSms('{marks} {result}', absent, 'en')).toBe('- -');
  });
  it('leaves unknown fields as written and names them', () => {
    expect(renderResultSms('{nam} {roll}', rahim, 'en')).toBe('{nam} 1001');
    expect(unknownSmsFields('{nam} {roll} {foo}')).toEqual(['nam', 'foo']);
  });
});

describe('checkResultTemplate', () => {
  it('accepts the default templates within 3 parts (English 1 part)', () => {
    for (const lang of ['bn', 'en'] as const)
      for (const which of ['present', 'absent'] as const)
        expect(checkResultTemplate(DEFAULT_RESULT_SMS_TEMPLATES[lang][which], lang, 3).problem).toBeNull();
    expect(checkResultTemplate(DEFAULT_RESULT_SMS_TEMPLATES.en.present, 'en', 1).problem).toBeNull();
  });
  it('refuses a template longer than the part limit, naming its parts', () => {
    expect(checkResultTemplate(DEFAULT_RESULT_SMS_TEMPLATES.bn.present, 'bn', 1).problem).toMatchObject({
      kind: 'tooLong',
      limit: 1,
    });
    expect(checkResultTemplate('x'.repeat(161), 'en', 1).problem).toEqual({
      kind: 'tooLong',
      parts: 2,
      limit: 1,
    });
    expect(checkResultTemplate('x'.repeat(160), 'en', 1).problem).toBeNull();
  });
  it('refuses an empty template and unknown fields', () => {
    expect(checkResultTemplate('  ', 'en', 3).problem).toEqual({ kind: 'empty' });
    expect(checkResultTemplate('{marks} {grade}', 'en', 3).problem).toEqual({
      kind: 'unknownFields',
      fields: ['grade'],
    });
  });
});
