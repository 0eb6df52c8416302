import type { Page } from '@playwright/test';
import { expect, test, toast } from '../support/fixtures';
import { openStaffSignedIn } from '../support/signed-in';
import { apiCaller, freshPhone, staffSession } from '../support/staff-api';

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('a moderator creates a group, adds students in bulk and removes one', async ({
  page,
  request,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const admin = await staffSession(request, baseURL!);
  const api = apiCaller(request, baseURL!);
  // Students of this journey only: the demo students stay as other journeys expect them.
  for (const n of [1, 2, 3]) {
    const phone = freshPhone();
    await api('POST', '/staff/students', admin, { name: `Bulk ${stamp} ${n}`, sid: `B${stamp}${n}`, phone });
  }
  const group = `E2E Group ${stamp}`;

  await page.setViewportSize({ width: 768, height: 1024 });
  await openStaffSignedIn(page, 'moderator', 'moderator1234', '/staff/groups');
  await expect(page.getByRole('heading', { name: 'Groups', level: 3 })).toBeVisible();
  await expect(page.getByText(/\d+ groups/)).toBeVisible();
  expect(await sideways(page)).toBe(false);

  await page.getByRole('button', { name: 'New group' }).click();
  const dialog = page.getByRole('dialog', { name: 'New group' });
  await dialog.getByLabel('Group name').fill(group);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, `Group ${group} created`)).toBeVisible();

  await page.getByLabel('Search groups').fill(stamp);
  await page.getByLabel('Search groups').press('Enter');
  await expect(page.getByText('1 group', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: group }).click();
  const drawer = page.getByRole('dialog', { name: 'Group' });
  await expect(drawer.getByText('Members: 0')).toBeVisible();
  expect(await sideways(page)).toBe(false);

  await drawer.getByRole('button', { name: 'Add students' }).click();
  const picker = page.getByRole('dialog', { name: `Add students to ${group}` });
  await picker.getByLabel('Search the roster').fill(`Bulk ${stamp}`);
  await picker.getByLabel('Search the roster').press('Enter');
  await expect(picker.getByRole('row').filter({ hasText: `Bulk ${stamp}` })).toHaveCount(3);
  await picker.getByRole('checkbox', { name: 'Select all' }).check();
  await picker.getByRole('button', { name: 'Add 3 students' }).click();
  await expect(toast(page, `3 students added to ${group}`)).toBeVisible();

  await expect(drawer.getByText('Members: 3')).toBeVisible();
  await drawer
    .getByRole('row')
    .filter({ hasText: `Bulk ${stamp} 2` })
    .getByRole('checkbox')
    .check();
  await drawer.getByRole('button', { name: 'Remove selected (1)' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `Remove 1 student from ${group}?` });
  await confirm.getByRole('button', { name: 'Remove 1' }).click();
  await expect(toast(page, `1 student removed from ${group}`)).toBeVisible();
  await expect(drawer.getByText('Members: 2')).toBeVisible();
  await expect(drawer.getByRole('row').filter({ hasText: `Bulk ${stamp} 2` })).toHaveCount(0);

  // Renamed, the list shows the new name.
  await drawer.getByLabel('Group name').fill(`${group} renamed`);
  await drawer.getByRole('button', { name: 'Rename' }).click();
  await expect(toast(page, `Renamed to ${group} renamed`)).toBeVisible();

  // The group is given a chapter of another course, found by name, then it is taken back.
  await drawer.getByRole('tab', { name: 'Content' }).click();
  await drawer.getByLabel('Items to grant').fill('Gaseous');
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', {
      hasText: 'Gaseous State · Chapter · HSC Science 2026',
    })
    .click();
  await drawer.getByText('Grant items of any course').click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Grant 1' }).click();
  await expect(toast(page, `1 item granted to ${group} renamed`)).toBeVisible();
  await expect(drawer.getByText('Granted one by one (1)')).toBeVisible();
  await drawer.getByRole('button', { name: 'Take back Gaseous State' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Take "Gaseous State" back' })
    .getByRole('button', { name: 'Take back' })
    .click();
  await expect(toast(page, 'Gaseous State taken back')).toBeVisible();
  await expect(drawer.getByText('Granted one by one (0)')).toBeVisible();
});

test('branches: add one and rename it', async ({ page }) => {
  const stamp = Date.now().toString(36);
  await openStaffSignedIn(page, 'admin', 'admin1234', '/staff/groups');
  await page.getByRole('tab', { name: 'Branches' }).click();
  await page.getByRole('button', { name: 'New branch' }).click();
  const dialog = page.getByRole('dialog', { name: 'New branch' });
  await dialog.getByLabel('Branch name').fill(`Branch ${stamp}`);
  await dialog.getByLabel('Division').fill('Khulna');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(toast(page, `Branch Branch ${stamp} added`)).toBeVisible();
  await page.getByRole('button', { name: `Rename Branch ${stamp}` }).click();
  const rename = page.getByRole('dialog', { name: 'Rename branch' });
  await rename.getByLabel('Branch name').fill(`Branch ${stamp} North`);
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row').filter({ hasText: `Branch ${stamp} North` })).toContainText('Khulna');
});
