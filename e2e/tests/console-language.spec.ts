import { sectionMenu, signInStaff } from '../support/console';
import { expect, test } from '../support/fixtures';
import { admittedStudent, apiCaller, staffSession } from '../support/staff-api';

// The staff console in Bengali: the switch on the sign-in page and in the header, kept across a reload.

test('staff switch the console to Bengali and back to English', async ({ page, request, baseURL }) => {
  const admin = await staffSession(request, baseURL!);
  const stamp = Date.now() % 100000;
  const groupName = `Bangla ${stamp}`;
  const group = await apiCaller(request, baseURL!)<{ _id: string }>('POST', '/staff/groups', admin, {
    name: groupName,
  });
  await admittedStudent(request, baseURL!, admin, {
    name: `Pathok ${stamp}`,
    sid: `BN${stamp}`,
    groupIds: [group._id],
  });

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

  // A notice's reach and its confirmation count their students in Bengali words and digits.
  await page.goto('/staff/notices');
  await page.getByLabel('গ্রুপ').click();
  await page.getByLabel('গ্রুপ').fill(groupName);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: `${groupName} (১ জন সদস্য)` })
    .click();
  await page.keyboard.press('Escape');
  await expect(page.getByText('সর্বোচ্চ ১ জন শিক্ষার্থীর কাছে পৌঁছাবে')).toBeVisible();
  await page.getByLabel('নোটিশ', { exact: true }).fill('Room change');
  await page.getByRole('button', { name: 'পাঠান', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'এই নোটিশটি পাঠাবেন?' });
  await expect(confirm).toContainText(`এটি ১টি গ্রুপ-এ (${groupName}) যাবে: সর্বোচ্চ ১ জন শিক্ষার্থী।`);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();

  // A table's total and pager in Bengali words and digits (antd's own texts too).
  await menu.filter({ hasText: 'শিক্ষার্থী' }).click();
  const total = page.locator('.ant-pagination-total-text');
  await expect(total).toHaveText(/^[০-৯]+ জন শিক্ষার্থী$/);
  await expect(page.locator('.ant-pagination-next')).toHaveAttribute('title', 'পরের পৃষ্ঠা');
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('১');
  // A yes/no filter's choices.
  await page.getByLabel('স্ট্যাটাস', { exact: true }).click();
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveText([
    'সক্রিয়',
    'নিষ্ক্রিয়',
  ]);
  await page.keyboard.press('Escape');

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
