import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectAudited } from '../support/console';
import { expect, test } from '../support/fixtures';
import { openStaffSignedIn } from '../support/signed-in';
import { apiCaller, freshPhone, staffSession } from '../support/staff-api';

const option = (page: Page, text: string) =>
  page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text });

test('staff choose every student matching a filter across pages, add them to a group, and export them', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const call = apiCaller(request, baseURL!);
  const admin = await staffSession(request, baseURL!);
  const stamp = `Bulk${freshPhone().slice(-6)}`;
  const groupName = `HSC Morning ${stamp}`;
  const group = await call<{ _id: string }>('POST', '/staff/groups', admin, { name: groupName });
  // 23 students: more than the list's page of 20, and 3 of them are in the group already.
  const ids: string[] = [];
  for (let i = 10; i < 33; i++) {
    const made = await call<{ _id: string }>('POST', '/staff/students', admin, {
      name: `${stamp} Student ${i}`,
      sid: `${stamp}-${i}`,
      phone: freshPhone(),
      groupIds: i < 13 ? [group._id] : [],
    });
    ids.push(made._id);
  }
  const inGroup = async () =>
    (await call<{ total: number }>('GET', `/staff/students?search=${stamp}&groupId=${group._id}`, admin))
      .total;
  expect(await inGroup()).toBe(3);

  await openStaffSignedIn(page, 'admin', 'admin1234');
  await page.getByLabel('Search students').fill(stamp);
  await page.getByLabel('Search students').press('Enter');
  await expect(page.getByRole('row').filter({ hasText: `${stamp} Student 10` })).toBeVisible();
  await expect(page.getByText('23 students', { exact: true })).toBeVisible();

  // The whole page is ticked, then every student matching the search, beyond this page.
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await expect(page.getByText('20 students on this page are chosen.')).toBeVisible();
  await page.getByRole('button', { name: 'Choose all 23 students that match this filter' }).click();
  await expect(page.getByText('All 23 students that match this filter are chosen.')).toBeVisible();
  const bar = page.getByRole('toolbar', { name: 'Actions on the chosen students' });
  await expect(bar).toContainText('23 students chosen');
  await bar.getByRole('button', { name: 'Add to group' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add 23 students to a group' });
  await dialog.getByLabel('Group').fill(groupName);
  await option(page, groupName).click();
  await dialog.getByRole('button', { name: 'Add to group' }).click();
  await expect(page.getByRole('status')).toContainText(
    `20 students added to ${groupName}; 3 were already in it`,
  );
  expect(await inGroup()).toBe(23);
  await expectAudited(request, baseURL!, { username: 'admin', section: 'staff', action: 'bulkStudents' });

  // Filtered by the group, every one of them is exported; the workbook opens and names them.
  await page.getByLabel('Group', { exact: true }).fill(groupName);
  await option(page, groupName).click();
  await expect(page.getByText('23 students', { exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await page.getByRole('button', { name: 'Choose all 23 students that match this filter' }).click();
  await bar.getByRole('button', { name: 'Export' }).hover();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe('students.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await file.path());
  const sheet = book.worksheets[0]!;
  expect(sheet.getCell('A1').text).toBe('Name');
  expect(sheet.rowCount).toBe(24);
  expect(sheet.getCell('A2').text).toBe(`${stamp} Student 10`);
  expect(sheet.getCell('B2').text).toBe(`${stamp}-10`);
  expect(sheet.getCell('G2').text).toContain(groupName);
});
