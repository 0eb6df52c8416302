import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { apiCaller, staffSession } from './staff-api';

/** Signs in to the staff console and waits until it has left the sign-in page. */
export async function signInStaff(page: Page, username: string, password: string): Promise<void> {
  await submitStaffSignIn(page, username, password);
  await expect(page).not.toHaveURL(/\/staff\/login/);
}

/** Fills the console's sign-in form and submits it (the result is the caller's to check). */
export async function submitStaffSignIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/staff/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Switches the console to Bengali with the language switch on the page, and waits until it reads in Bengali. */
export async function showBengali(page: Page): Promise<void> {
  await page.getByText('বাংলা').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
}

/** Signs in to the console in Bengali (switched on the sign-in page) and waits until it has left it. */
export async function signInStaffInBengali(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/staff/login');
  await showBengali(page);
  await fillBengaliSignIn(page, username, password);
}

/** Fills the console's sign-in form in Bengali, submits it and waits until the console has left it. */
export async function fillBengaliSignIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('ইউজারনেম').fill(username);
  await page.getByLabel('পাসওয়ার্ড').fill(password);
  await page.getByRole('button', { name: 'সাইন ইন' }).click();
  await expect(page).not.toHaveURL(/\/staff\/login/);
}

/** The entries of the console's section menu. */
export const sectionMenu = (page: Page) =>
  page.getByRole('navigation', { name: 'Sections' }).getByRole('menuitem');

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

/** One entry of the audit log, as much of it as a journey checks. */
interface AuditEntry {
  action: string;
  section: string;
  staff: { username: string };
}

/**
 * Checks, as the admin reading the audit log, that a staff member's latest writes in a section include
 * the given route (the route's name in its table, e.g. `sendNotice`).
 */
export async function expectAudited(
  request: APIRequestContext,
  baseURL: string,
  entry: { username: string; section: string; action: string },
): Promise<void> {
  const admin = await staffSession(request, baseURL);
  const query = new URLSearchParams({ staff: entry.username, section: entry.section, limit: '50' });
  const page = await apiCaller(request, baseURL)<{ items: AuditEntry[] }>(
    'GET',
    `/staff/audit?${query}`,
    admin,
  );
  expect(page.items.map((item) => item.action)).toContain(entry.action);
}

/** Opens a tab of the console's results page (Summary, Results, Item analysis). */
export const resultsTab = (page: Page, name: string) => page.getByRole('tab', { name }).click();

/** A row of a console table holding the text (a student's name). */
export const resultRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

/**
 * Opens a node of the console's course tree (labelled `treeName`: "Courses", or "কোর্স" in Bengali) by
 * its path of names, e.g. [course, subject, lecture]: each node on the way is selected and unfolded,
 * the last one selected.
 */
export async function openCourseNode(page: Page, treeName: string, path: string[]): Promise<void> {
  const tree = page.getByRole('tree', { name: treeName });
  const node = (name: string) => tree.locator('.ant-tree-treenode').filter({ hasText: name });
  for (const [i, name] of path.entries()) {
    await node(name).getByText(name).click();
    if (i < path.length - 1) {
      const switcher = node(name).locator('.ant-tree-switcher_close');
      if (await switcher.count()) await switcher.click();
    }
  }
}
