import type { Page } from '@playwright/test';
import { expect, test, toast } from '../support/fixtures';
import { freshPhone } from '../support/staff-api';

async function signInAdmin(page: Page): Promise<void> {
  await page.goto('/staff/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('admin1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/staff\/login/);
}

/**
 * Picks an option of the antd select with this label, typing `search` first: the list shows only the
 * options in view, and a busy server has many people and sections.
 */
async function choose(page: Page, label: string, option: RegExp, search: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(search);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/** Types a date range into the range picker. */
async function pickDays(page: Page, from: string, to: string): Promise<void> {
  await page.getByPlaceholder('Start date').click();
  await page.getByPlaceholder('Start date').fill(from);
  await page.getByPlaceholder('Start date').press('Enter');
  await page.getByPlaceholder('End date').fill(to);
  await page.getByPlaceholder('End date').press('Enter');
  await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
}

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('the admin admits a student, then finds that write in the audit log with what was sent', async ({
  page,
}) => {
  const phone = freshPhone();
  const name = `Audited Admit ${phone.slice(-4)}`;
  await signInAdmin(page);
  // Sign-in lands on Home; admitting is on Students.
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('menuitem', { name: 'Students' })
    .click();
  await page.getByRole('button', { name: 'Admit student', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Admit student' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Roll number').fill(`A${phone.slice(-5)}`);
  await dialog.getByLabel('Mobile number').fill(phone);
  await dialog.getByRole('button', { name: 'Admit' }).click();
  await expect(toast(page, 'Student admitted')).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('menuitem', { name: 'Audit log' })
    .click();
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  await choose(page, 'Person', /\(admin\)$/, 'admin');
  await choose(page, 'Section', /^staff$/, 'staff');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('(admin)');
  await expect(row).toContainText('Admitted a student');

  // Today only, as the browser counts days: the write is still there; a day long past shows nothing.
  const today = await page.evaluate(() => new Date().toLocaleDateString('sv'));
  await pickDays(page, today, today);
  await expect(row).toBeVisible();
  await pickDays(page, '2020-01-01', '2020-01-02');
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'No data' })).toBeVisible();
  await pickDays(page, today, today);

  await row.getByRole('button', { name: /expand row/i }).click();
  const details = page.getByRole('region', { name: 'Entry details' });
  await expect(details).toContainText('POST /api/staff/students');
  await expect(details).toContainText(name);
  // The answer of the write: the new student's username (88 + the number).
  await expect(details.getByRole('table', { name: 'Before and after' })).toContainText(`88${phone}`);

  // A section with no such write shows none.
  await choose(page, 'Section', /^branding$/, 'branding');
  await expect(row).toHaveCount(0);
});

test('the audit log fits a 768 px tablet with no sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await signInAdmin(page);
  await page.goto('/staff/audit-log');
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  await expect(page.getByText(/\d+ entries/)).toBeVisible();
  expect(await sideways(page)).toBe(false);
  await page
    .getByRole('button', { name: /expand row/i })
    .first()
    .click();
  await expect(page.getByRole('region', { name: 'Entry details' })).toBeVisible();
  expect(await sideways(page)).toBe(false);
});

test('the audit log is an admin section only', async ({ page }) => {
  await page.goto('/staff/login');
  await page.getByLabel('Username').fill('moderator');
  await page.getByLabel('Password').fill('moderator1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/staff\/login/);
  await page.goto('/staff/audit-log');
  await expect(page.getByText('Not for your role')).toBeVisible();
});
