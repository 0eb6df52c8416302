import { fillPlaceholders, type Translate } from '@lms/browser/i18n';
import { ConfigProvider } from 'antd';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadBengali } from '../lib/i18n/bengali';
import { languageStore, useAntdLocale } from '../lib/i18n/use-t';
import { stubAntdBrowserApis } from './antd-in-jsdom';
import { counted } from './count-text';
import { ServerTable } from './server-table';
import { tableNouns } from './table-total';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const english: Translate = (text, values) => fillPlaceholders(text, values);

async function bengali(): Promise<Translate> {
  const language = await loadBengali();
  return (text, values) => fillPlaceholders(language.template(text), language.values(values));
}

describe('the total of a server table', () => {
  it('reads one and many in English', () => {
    expect(counted(english, 'student', 1)).toBe('1 student');
    expect(counted(english, 'student', 0)).toBe('0 students');
    expect(counted(english, 'entry', 2)).toBe('2 entries');
    expect(counted(english, 'staff account', 12)).toBe('12 staff accounts');
  });

  it('reads in Bengali words and digits for every kind of row', async () => {
    const t = await bengali();
    expect(counted(t, 'student', 25)).toBe('২৫ জন শিক্ষার্থী');
    expect(counted(t, 'question', 1)).toBe('১টি প্রশ্ন');
    for (const noun of tableNouns) {
      for (const count of [1, 2]) expect(counted(t, noun, count)).not.toMatch(/[A-Za-z0-9]/);
    }
  });
});

describe('the pager of a server table', () => {
  let host: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    stubAntdBrowserApis();
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(async () => {
    act(() => root.unmount());
    host.remove();
    await languageStore.setLanguage('en');
  });

  function Students() {
    return (
      <ConfigProvider locale={useAntdLocale()}>
        <ServerTable<{ _id: string; name: string }>
          query={{
            data: { items: [{ _id: '1', name: 'Rahim' }], total: 25 },
            error: null,
            isFetching: false,
          }}
          page={1}
          pageSize={10}
          noun="student"
          columns={[{ title: 'Name', dataIndex: 'name' }]}
        />
      </ConfigProvider>
    );
  }

  const pager = () => ({
    total: host.querySelector('.ant-pagination-total-text')?.textContent,
    pages: [...host.querySelectorAll('.ant-pagination-item')].map((item) => item.textContent),
    next: host.querySelector('.ant-pagination-next')?.getAttribute('title'),
  });

  it('shows its total, page numbers and titles in the chosen language', async () => {
    act(() => root.render(<Students />));
    expect(pager()).toEqual({ total: '25 students', pages: ['1', '2', '3'], next: 'Next Page' });

    await act(() => languageStore.setLanguage('bn'));
    expect(pager()).toEqual({ total: '২৫ জন শিক্ষার্থী', pages: ['১', '২', '৩'], next: 'পরের পৃষ্ঠা' });

    await act(() => languageStore.setLanguage('en'));
    expect(pager()).toEqual({ total: '25 students', pages: ['1', '2', '3'], next: 'Next Page' });
  });
});
