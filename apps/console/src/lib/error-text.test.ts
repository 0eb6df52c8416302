import { ApiError, apiErrorFromBody } from '@lms/domain/client';
import { afterEach, describe, expect, it } from 'vitest';
import { errorText } from './error-text';
import { languageStore } from './i18n/use-t';

const refused = (title: string) =>
  apiErrorFromBody(409, { status: 'error', errors: { title, message: 'The message says more.' } });

describe('errorText (what a failed call says)', () => {
  afterEach(() => languageStore.setLanguage('en'));

  it("gives the server's title in English, and in Bengali once the console is in Bengali", async () => {
    const error = refused('The exam is still open');
    expect(error).toBeInstanceOf(ApiError);
    expect(errorText(error)).toBe('The exam is still open');
    await languageStore.setLanguage('bn');
    expect(errorText(error)).toBe('পরীক্ষা এখনো চলছে');
    expect(errorText(refused('Wrong username or password'))).toBe('ইউজারনেম বা পাসওয়ার্ড ভুল');
  });

  it('leaves a text it has no Bengali for as it is', async () => {
    await languageStore.setLanguage('bn');
    expect(errorText(new Error('Roll 1234 belongs to another student'))).toBe(
      'Roll ১২৩৪ belongs to another student',
    );
  });
});
