import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The sheet's loading is module state: each test starts from a fresh module, as a page load does.
let mod: typeof import('./antd-sheet');
beforeEach(async () => {
  vi.resetModules();
  mod = await import('./antd-sheet');
  const meta = document.createElement('meta');
  meta.name = mod.ANTD_SHEET_META;
  meta.content = '/assets/antd-test.css';
  document.head.appendChild(meta);
});
afterEach(() => {
  for (const el of document.head.querySelectorAll('meta, link')) el.remove();
});

const links = () => [...document.head.querySelectorAll('link[rel="stylesheet"]')];

describe('loadAntdSheet', () => {
  it('links the sheet index.html names, once, and settles when it has loaded', async () => {
    let settled = false;
    const loading = mod.loadAntdSheet().then(() => {
      settled = true;
    });
    void mod.loadAntdSheet();
    expect(links().map((l) => l.getAttribute('href'))).toEqual(['/assets/antd-test.css']);
    await Promise.resolve();
    expect(settled).toBe(false);
    links()[0]!.dispatchEvent(new Event('load'));
    await loading;
    expect(settled).toBe(true);
  });

  it('settles when the sheet fails (the page is drawn) and links it again for the next page', async () => {
    const first = mod.loadAntdSheet();
    links()[0]!.dispatchEvent(new Event('error'));
    await first;
    expect(links()).toEqual([]);
    void mod.loadAntdSheet();
    expect(links()).toHaveLength(1);
  });

  it('makes a lazy page wait for its code and the sheet both', async () => {
    let loaded = false;
    const page = mod
      .withAntdSheet(async () => 'page')()
      .then((value) => {
        loaded = true;
        return value;
      });
    await new Promise((r) => setTimeout(r, 0));
    expect(loaded).toBe(false);
    links()[0]!.dispatchEvent(new Event('load'));
    expect(await page).toBe('page');
  });
});
