// @vitest-environment node
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { BOOT_SHELL_HIDDEN_CLASS, BOOT_SHELL_ID } from '../src/app/boot-shell/boot-shell-id';
import { bootScript } from './login-shell-plugin';

const keys = { sessionId: 'test.sessionId', language: 'test.language', baseUrl: 'test.baseUrl' };
const shell = `<div id="${BOOT_SHELL_ID}"><span data-brand-logo="true" style="display: inline-block; height: 64px;"></span><div data-brand-name="true"></div></div>`;

/** Runs the boot script in a page at `path` with `stored` in localStorage; answers its fetch with `branding`. */
async function boot(
  path: string,
  stored: Record<string, string>,
  branding = { name: 'Udvash', logoUrl: '/logo.png' },
) {
  const dom = new JSDOM(`<!doctype html><html><head></head><body>${shell}</body></html>`, {
    url: `http://localhost${path}`,
    runScripts: 'outside-only',
  });
  const { window } = dom;
  for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
  const asked: { url: string; init: unknown }[] = [];
  let answered = Promise.resolve();
  Object.assign(window, {
    fetch: (url: string, init: unknown) => {
      asked.push({ url, init });
      const response = Promise.resolve({ json: () => Promise.resolve({ data: branding }) });
      answered = response.then(() => new Promise((r) => setTimeout(r, 0)));
      return response;
    },
  });
  window.eval(bootScript(keys, ['assets/login-a.js', 'assets/login-b.js']));
  await answered;
  await new Promise((r) => setTimeout(r, 0));
  const document = window.document;
  return {
    hidden: document.documentElement.classList.contains(BOOT_SHELL_HIDDEN_CLASS),
    asked,
    preloads: [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
    name: document.querySelector('[data-brand-name]')?.textContent,
    logo: document.querySelector(`#${BOOT_SHELL_ID} img`)?.getAttribute('src') ?? null,
  };
}

describe('the boot script of the sign-in page in index.html', () => {
  it('shows it to a signed-out visitor at / or /login, asks for the branding first and fills in the institute', async () => {
    for (const path of ['/', '/login']) {
      const page = await boot(path, {});
      expect(page.hidden).toBe(false);
      expect(page.asked).toEqual([{ url: '/api/branding', init: { priority: 'high' } }]);
      expect(page.preloads).toEqual(['/assets/login-a.js', '/assets/login-b.js']);
      expect(page.name).toBe('Udvash');
      expect(page.logo).toBe('/logo.png');
    }
  });

  it('asks the API the app was pointed at, without a trailing slash', async () => {
    const page = await boot('/login', { [keys.baseUrl]: ' https://api.example.com/api/ ' });
    expect(page.asked.map((a) => a.url)).toEqual(['https://api.example.com/api/branding']);
  });

  it('hides it, asking for nothing, for a signed-in student, one who chose Bengali, or another page', async () => {
    const cases: [string, Record<string, string>][] = [
      ['/login', { [keys.sessionId]: 'a-session' }],
      ['/', { [keys.language]: 'bn' }],
      ['/courses', {}],
      ['/otp', {}],
    ];
    for (const [path, stored] of cases) {
      const page = await boot(path, stored);
      expect(page.hidden, path).toBe(true);
      expect(page.asked, path).toEqual([]);
      expect(page.preloads, path).toEqual([]);
    }
  });

  it('keeps the empty places when the branding has no logo', async () => {
    const page = await boot('/login', {}, { name: 'Udvash', logoUrl: '' });
    expect(page.name).toBe('Udvash');
    expect(page.logo).toBeNull();
  });
});
