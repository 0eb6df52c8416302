import { sectionMenu, signInStaff } from '../support/console';
import { expect, test } from '../support/fixtures';

// The staff console in Bengali: the switch on the sign-in page and in the header, kept across a reload.

test('staff switch the console to Bengali and back to English', async ({ page }) => {
  await page.goto('/staff/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByText('বাংলা').click();
  await expect(page.getByRole('heading', { name: 'স্টাফ সাইন ইন' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'স্টাফ সাইন ইন' })).toBeVisible();
  await page.getByLabel('ইউজারনেম').fill('admin');
  await page.getByLabel('পাসওয়ার্ড').fill('admin1234');
  await page.getByRole('button', { name: 'সাইন ইন' }).click();
  await expect(page).not.toHaveURL(/\/staff\/login/);

  const menu = page.getByRole('navigation', { name: 'বিভাগসমূহ' }).getByRole('menuitem');
  await expect(menu.filter({ hasText: 'শিক্ষার্থী' })).toBeVisible();
  await expect(menu.filter({ hasText: 'প্রশ্ন ব্যাংক' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'সাইন আউট' })).toBeVisible();

  // A table's total and pager in Bengali words and digits (antd's own texts too).
  await menu.filter({ hasText: 'শিক্ষার্থী' }).click();
  const total = page.locator('.ant-pagination-total-text');
  await expect(total).toHaveText(/^[০-৯]+ জন শিক্ষার্থী$/);
  await expect(page.locator('.ant-pagination-next')).toHaveAttribute('title', 'পরের পৃষ্ঠা');
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('১');

  await page.getByText('English', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(sectionMenu(page).filter({ hasText: 'Question bank' })).toBeVisible();
  await expect(total).toHaveText(/^\d+ students?$/);
  await expect(page.locator('.ant-pagination-next')).toHaveAttribute('title', 'Next Page');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test('the console stays in English for a new visitor', async ({ page }) => {
  await signInStaff(page, 'admin', 'admin1234');
  await expect(sectionMenu(page).filter({ hasText: 'Students' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
