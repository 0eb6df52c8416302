import { testPage } from '@lms/browser/test-page';
import { ConfigProvider, Empty } from 'antd';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { languageStore, useAntdLocale } from './use-t';

const page = testPage();
afterEach(() => act(() => languageStore.setLanguage('en')));

/** An empty list, as antd words it under the app's locale. */
function EmptyList() {
  return (
    <ConfigProvider locale={useAntdLocale()}>
      <Empty />
    </ConfigProvider>
  );
}

const shown = () => page.host.querySelector('.ant-empty-description')?.textContent;

describe("antd's own texts", () => {
  it('are in Bengali while the student has Bengali, in English again after', async () => {
    act(() => page.root.render(<EmptyList />));
    expect(shown()).toBe('No data');
    await act(() => languageStore.setLanguage('bn'));
    expect(shown()).toBe('কোনও ডেটা নেই');
    await act(() => languageStore.setLanguage('en'));
    expect(shown()).toBe('No data');
  });
});
