import dayjs from 'dayjs';
import localeData from 'dayjs/plugin/localeData';
import { afterEach, describe, expect, it } from 'vitest';
import { languageStore } from './use-t';

dayjs.extend(localeData);

describe("dayjs's language (the date pickers' month and day names)", () => {
  afterEach(() => languageStore.setLanguage('en'));

  it('follows the console to Bengali and back to English', async () => {
    expect(dayjs.locale()).toBe('en');
    await languageStore.setLanguage('bn');
    expect(dayjs.locale()).toBe('bn-bd');
    expect(dayjs().month(10).format('MMMM')).toBe('নভেম্বর');
    expect(dayjs.weekdaysMin()[0]).toBe('রবি');
    await languageStore.setLanguage('en');
    expect(dayjs.locale()).toBe('en');
    expect(dayjs().month(10).format('MMMM')).toBe('November');
  });
});
