import { test as base, expect, type Page } from '@playwright/test';
import { readServerState } from './server-state';

/** The branding the server serves (GET /api/branding). */
export interface Branding {
  name: string;
  shortName: string;
  logoUrl: string;
  primaryColor: string;
  supportEmail: string;
}

/** Tests against the server started by global-setup; `branding` is what that server serves. */
export const test = base.extend<{ branding: Branding }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => {
    await use(readServerState().baseUrl);
  },
  branding: async ({ request, baseURL }, use) => {
    const response = await request.get(`${baseURL}/api/branding`);
    expect(response.ok()).toBe(true);
    await use(((await response.json()) as { data: Branding }).data);
  },
});

export { expect };

/** The demo accounts seeded by the server. */
export const demo = {
  inGroup: { phone: '01710000001', password: 'demo1234' },
  noGroup: { phone: '01710000011', password: 'demo1234' },
  /** Admitted but not registered: 01710000002 .. 01710000010. */
  admitted: (n: number) => `017100000${String(n).padStart(2, '0')}`,
};

/** The toast (antd message) with this text. */
export function toast(page: Page, text: string) {
  return page.locator('.ant-message-notice').filter({ hasText: text });
}

/** Fills the sign-in form and submits it. */
export async function signIn(page: Page, phone: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Types a code into the six boxes of the code screen. */
export async function typeOtp(page: Page, code: string): Promise<void> {
  // The code's own cells: right after a navigation the previous page's phone field may still be there.
  await page.locator('.otp-code').getByRole('textbox').first().click();
  await page.keyboard.type(code, { delay: 30 });
}
