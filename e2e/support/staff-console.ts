import type { Browser, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Signs a staff member in to the console at /staff. */
export async function signInStaff(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/staff/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/staff\/login/);
}

/**
 * A student app on a phone screen in its own browser context (beside the console), with the browser's
 * log kept, and the bell's unseen count.
 */
export async function studentApp(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const logged: string[] = [];
  page.on('console', (m) => logged.push(m.text()));
  const bell = page.getByRole('button', { name: /^Notifications/ });
  const unseen = async () =>
    Number(/\((\d+) unseen\)/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  return { context, page, logged, bell, unseen };
}
