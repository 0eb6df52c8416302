import { readFileSync } from 'node:fs';
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

  await openStaffSignedIn(page, 'admin', 'admin1234', '/staff/students');
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

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
const inBengali = (digits: string) => digits.replace(/\d/g, (d) => BENGALI_DIGITS[Number(d)]!);

test('staff import a roster with a Bengali-digit number and a branch not made yet, straight into a group', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const call = apiCaller(request, baseURL!);
  const admin = await staffSession(request, baseURL!);
  const stamp = `Imp${freshPhone().slice(-6)}`;
  const groupName = `Import Group ${stamp}`;
  const group = await call<{ _id: string }>('POST', '/staff/groups', admin, { name: groupName });
  const branch = `Branch ${stamp}`;
  const [a, b] = [freshPhone(), freshPhone()];
  const roster = {
    name: 'roster.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'name,roll,phone,branch',
        `${stamp} Bengali,${stamp}-1,${inBengali(a)},${branch}`,
        `${stamp} Plain,${stamp}-2,${b},`,
        `${stamp} Broken,${stamp}-3,12345,`,
      ].join('\n'),
    ),
  };

  await openStaffSignedIn(page, 'admin', 'admin1234', '/staff/students');
  await page.getByRole('button', { name: 'Import roster' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import roster' });

  // Without the option, the branch is an error that says where branches are made; the rows are named.
  await dialog.getByLabel('Roster file').setInputFiles(roster);
  const errors = dialog.getByRole('table', { name: 'Rows with errors' });
  await expect(errors.getByRole('row').filter({ hasText: `${stamp} Bengali` })).toContainText(
    `no branch named "${branch}" (branches are made in Groups > Branches`,
  );
  await expect(errors.getByRole('row').filter({ hasText: `${stamp} Broken` })).toContainText(`${stamp}-3`);
  // The rejected rows come as a file with why, to fix and import again.
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('link', { name: /Download the rejected rows/ }).click();
  const rejected = readFileSync(await (await downloading).path(), 'utf8').split('\r\n');
  expect(rejected[0]).toBe('\uFEFFname,roll,phone,contact,branch,session,groups,error');
  expect(rejected.filter((line) => line.startsWith(`${stamp} Broken`))[0]).toContain(
    'is not a valid mobile number',
  );

  // With "create missing branches" and a group for everyone, only the broken row is left out.
  await dialog.getByRole('button', { name: 'Choose a fixed file' }).click();
  await dialog.getByText('Create missing branches').click();
  await dialog.getByLabel('Put everyone imported into group').fill(groupName);
  await option(page, groupName).click();
  await dialog.getByLabel('Roster file').setInputFiles(roster);
  await expect(dialog.getByText(`The import will create these branches: ${branch}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Import only the 2 valid rows (skip 1)' }).click();
  await expect(dialog.getByText('Roster imported')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  const inGroup = await call<{ items: { name: string; username: string; branchId: string | null }[] }>(
    'GET',
    `/staff/students?search=${stamp}&groupId=${group._id}`,
    admin,
  );
  expect(inGroup.items.map((s) => s.name).sort()).toEqual([`${stamp} Bengali`, `${stamp} Plain`]);
  const bengali = inGroup.items.find((s) => s.name === `${stamp} Bengali`)!;
  expect(bengali.username).toBe(`88${a}`);
  const branches = await call<{ _id: string; name: string }[]>('GET', '/staff/branches', admin);
  expect(branches.filter((x) => x.name === branch).map((x) => x._id)).toEqual([bengali.branchId]);
});
