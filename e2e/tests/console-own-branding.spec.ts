import { showBengali, signInStaff } from '../support/console';
import { fontsDrawingBengali } from '../support/drawn-fonts';
import { expect, test } from '../support/fixtures';
import { apiCaller, staffSession } from '../support/staff-api';

// The console in the institute's branding (name, logo or short name, colour, tab title) and its
// Bengali drawn in the Bengali font shipped with it.

test('the console shows the institute’s name and colour, and draws Bengali in its own font', async ({
  page,
  request,
  baseURL,
  branding,
}) => {
  const admin = await staffSession(request, baseURL!);
  const call = apiCaller(request, baseURL!);
  const stamp = Date.now().toString(36);
  const name = `Brand Institute ${stamp}`;
  const shortName = `BI${stamp}`.slice(0, 12);
  try {
    // A logo that does not load: the short name stands in for it.
    await call('PATCH', '/staff/branding', admin, {
      name,
      shortName,
      primaryColor: '#aa3300',
      logoUrl: '/staff/no-such-logo.png',
    });

    await page.goto('/staff/login');
    await expect(page).toHaveTitle(`${name} · Console`);
    // The language switch's "বাংলা" on an English page: drawn in the shipped font once it has arrived
    // (a system font's empty boxes before, on a machine with no Bengali font, were kept).
    const bengaliSwitch = page.locator('span[lang="bn"]', { hasText: 'বাংলা' });
    await expect.poll(() => fontsDrawingBengali(bengaliSwitch)).toEqual(['Noto Sans Bengali']);
    const brand = page.getByTestId('institute-brand');
    await expect(brand).toContainText(name);
    await expect(brand).toContainText(shortName);
    await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCSS(
      'background-color',
      'rgb(170, 51, 0)',
    );

    await signInStaff(page, 'admin', 'admin1234');
    const header = page.locator('header');
    await expect(header.getByTestId('institute-brand')).toContainText(name);
    await expect(header.getByTestId('institute-brand')).toContainText(shortName);
    await expect(page).toHaveTitle(`${name} · Console`);

    // Bengali: the tab title too, and the text in the Noto Sans Bengali shipped under /staff/ (on the
    // Students page, with a bold title and table headers).
    await page.goto('/staff/students');
    await showBengali(page);
    await expect(page).toHaveTitle(`${name} · কনসোল`);
    const signOut = page.getByRole('button', { name: 'সাইন আউট' });
    await expect(signOut).toBeVisible();
    expect(await signOut.evaluate((button) => getComputedStyle(button).fontFamily)).toContain(
      'Noto Sans Bengali',
    );
    await expect
      .poll(() =>
        page.evaluate(async () => {
          await document.fonts.ready;
          return [...document.fonts]
            .filter((face) => face.family.replace(/"/g, '') === 'Noto Sans Bengali')
            .some((face) => face.status === 'loaded');
        }),
      )
      .toBe(true);
    const fontFiles = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.includes('noto-sans-bengali')),
    );
    expect(fontFiles.length).toBeGreaterThan(0);
    for (const path of fontFiles) expect(path).toMatch(/^\/staff\/assets\/noto-sans-bengali-.+\.woff2$/);
    expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Bengali"', 'বাংলা'))).toBe(true);
    // Drawn with it: a bold page title and table header (the bold face; the switch above was regular).
    const title = page.getByRole('heading', { level: 3, name: 'শিক্ষার্থী' });
    await expect(title).toHaveCSS('font-weight', /^(600|700)$/);
    await expect.poll(() => fontsDrawingBengali(title)).toEqual(['Noto Sans Bengali']);
    const columnTitle = page.locator('.ant-table-column-title', { hasText: 'নাম' }).first();
    await expect.poll(() => fontsDrawingBengali(columnTitle)).toEqual(['Noto Sans Bengali']);
  } finally {
    // The demo's branding as it was, for every other journey.
    await call('PATCH', '/staff/branding', admin, {
      name: branding.name,
      shortName: branding.shortName,
      logoUrl: branding.logoUrl,
      primaryColor: branding.primaryColor,
    });
  }
});
