import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectAudited } from '../support/console';
import { expect, test, toast, typeOtp } from '../support/fixtures';
import { smsLinesFor, waitForOtp } from '../support/server-log';
import { openStaffSignedIn } from '../support/signed-in';
import { apiCaller, freshPhone, staffSession } from '../support/staff-api';

async function signInAdmin(page: Page): Promise<void> {
  await openStaffSignedIn(page, 'admin', 'admin1234', '/staff/students');
  await expect(page.getByRole('heading', { name: 'Students' })).toBeVisible();
}

const csvFile = (lines: string[]) => ({
  name: 'roster.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(['name,sid,phone,contact,branch,session,groups', ...lines].join('\n')),
});

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('staff import a roster (a bad row first), the student registers, then staff edit and deactivate them', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const call = apiCaller(request, baseURL!);
  const admin = await staffSession(request, baseURL!);
  // Letters and digits that no phone number or other journey's student holds (five digits of a phone
  // matched other students' numbers: the search reads digits in phone numbers too).
  const tag = `Q${Date.now().toString(36).toUpperCase()}`;
  const [a, b, c] = [freshPhone(), freshPhone(), freshPhone()];
  const rows = [
    `Roster Asha ${tag},RA-${tag},${a},,Dhanmondi,2026-27,`,
    `Roster Bilal ${tag},RB-${tag},${b},,,2026-27,`,
  ];
  const findByTag = async () =>
    (await call<{ total: number }>('GET', `/staff/students?search=${tag}`, admin)).total;

  await signInAdmin(page);
  await page.getByRole('button', { name: 'Import roster' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import roster' });

  // The template has the columns the import reads, and the import reads it back.
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'CSV', exact: true }).click();
  const template = await downloading;
  expect(template.suggestedFilename()).toBe('roster-template.csv');
  const templateCsv = readFileSync(await template.path(), 'utf8');
  expect(templateCsv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
    'name,roll,phone,contact,branch,session,groups',
  );
  await dialog
    .getByLabel('Roster file')
    .setInputFiles({ name: 'roster-template.csv', mimeType: 'text/csv', buffer: Buffer.from(templateCsv) });
  await expect(dialog.getByText('1 row, 1 ready to import.')).toBeVisible();
  await dialog.getByRole('button', { name: /^Choose (a fixed|another) file$/ }).click();

  // One bad row: the whole file is reported and nothing is written.
  await dialog
    .getByLabel('Roster file')
    .setInputFiles(csvFile([...rows, `Roster Chandra ${tag},RC-${tag},12345,,,,No Such Group`]));
  await expect(dialog.getByText('3 rows, 2 ready to import, 1 with errors')).toBeVisible();
  const errors = dialog.getByRole('table', { name: 'Rows with errors' });
  await expect(errors.getByRole('row').filter({ hasText: '4' })).toContainText(
    'phone "12345" is not a valid mobile number; no group named "No Such Group"',
  );
  await expect(dialog.getByRole('button', { name: 'Import only the 2 valid rows (skip 1)' })).toBeVisible();
  expect(await findByTag()).toBe(0);

  // The fixed file goes in with its progress and a summary.
  await dialog.getByRole('button', { name: 'Choose a fixed file' }).click();
  await dialog
    .getByLabel('Roster file')
    .setInputFiles(csvFile([...rows, `Roster Chandra ${tag},RC-${tag},${c},,,,`]));
  await expect(dialog.getByText('Every row passed the check')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 3 students' }).click();
  await expect(dialog.getByText('Roster imported')).toBeVisible();
  await expect(dialog.getByText('3 students admitted (3 rows in the file).')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  expect(await findByTag()).toBe(3);

  // The admitted student registers in the student app.
  const studentContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const student = await studentContext.newPage();
  await student.goto(`${baseURL}/register`);
  const before = smsLinesFor(a).length;
  await student.getByLabel('Mobile number used in the admission form').fill(a);
  await student.getByRole('button', { name: 'Proceed' }).click();
  await typeOtp(student, await waitForOtp(a, before));
  await student.getByRole('button', { name: 'Verify' }).click();
  await student.getByLabel('New password').fill('roster123');
  await student.getByLabel('Confirm password').fill('roster123');
  await student.getByRole('button', { name: 'Done' }).click();
  await expect(student).toHaveURL(/\/login$/);
  await student.getByLabel('Mobile number').fill(a);
  await student.getByLabel('Password', { exact: true }).fill('roster123');
  await student.getByRole('button', { name: 'Sign In' }).click();
  await expect(student.getByText('You are not added to a group yet', { exact: true })).toBeVisible();

  // Staff find them registered and open their detail.
  await page.getByLabel('Search students').fill(a);
  await page.getByLabel('Search students').press('Enter');
  const row = page.getByRole('row').filter({ hasText: `Roster Asha ${tag}` });
  await expect(row).toContainText('Registered');
  await row.getByRole('button', { name: `Roster Asha ${tag}` }).click();
  const drawer = page.getByRole('dialog', { name: `Roster Asha ${tag}` });
  await expect(drawer.getByText('Dhanmondi')).toBeVisible();
  await expect(drawer.getByText('No exams taken yet')).toBeVisible();

  // At 768 px the drawer fits without sideways scrolling.
  await page.setViewportSize({ width: 768, height: 1024 });
  expect(await sideways(page)).toBe(false);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Edit: the new name shows in the drawer and the list.
  await drawer.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: `Edit Roster Asha ${tag}` });
  await edit.getByLabel('Name').fill(`Roster Asha Karim ${tag}`);
  await edit.getByLabel('Session').fill('2027-28');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Student saved')).toBeVisible();
  const renamed = page.getByRole('dialog', { name: `Roster Asha Karim ${tag}` });
  await expect(renamed.getByText('2027-28')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `Roster Asha Karim ${tag}` })).toHaveCount(1);

  // Deactivate, confirmed first: the student's session ends and they cannot sign in again.
  await renamed.getByRole('button', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('dialog', { name: `Deactivate Roster Asha Karim ${tag}?` });
  await expect(confirm).toContainText('cannot sign in until reactivated');
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(toast(page, 'Student deactivated')).toBeVisible();
  await expect(renamed.getByText('Deactivated')).toBeVisible();
  await student.reload();
  await expect(student.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await student.getByLabel('Mobile number').fill(a);
  await student.getByLabel('Password', { exact: true }).fill('roster123');
  await student.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(student, 'This account is deactivated')).toBeVisible();

  // Reactivated, they sign in again.
  await renamed.getByRole('button', { name: 'Reactivate' }).click();
  await expect(toast(page, 'Student reactivated')).toBeVisible();
  await student.getByRole('button', { name: 'Sign In' }).click();
  await expect(student.getByText('You are not added to a group yet', { exact: true })).toBeVisible();
  await studentContext.close();

  // An unregistered student gets a new registration code by SMS.
  await renamed.getByRole('button', { name: 'Close' }).click();
  await page.getByLabel('Search students').fill(b);
  await page.getByLabel('Search students').press('Enter');
  await page.getByRole('button', { name: `Roster Bilal ${tag}` }).click();
  const bilal = page.getByRole('dialog', { name: `Roster Bilal ${tag}` });
  const sent = smsLinesFor(b).length;
  await bilal.getByRole('button', { name: 'Resend registration code' }).click();
  await expect(page.getByText(`Sent to ${b}.`)).toBeVisible();
  await waitForOtp(b, sent);
  // The audit log shows this write.
  await expectAudited(request, baseURL!, { username: 'admin', section: 'staff', action: 'importRosterRows' });
});

test('admitting checks the numbers in the browser, puts the server’s reasons on the fields, and a double-click admits once', async ({
  page,
  request,
  baseURL,
}) => {
  const call = apiCaller(request, baseURL!);
  const admin = await staffSession(request, baseURL!);
  const phone = freshPhone();
  const name = `Double Admit ${phone.slice(-5)}`;
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/staff/students') posts.push(r.url());
  });

  await signInAdmin(page);
  await page.getByRole('button', { name: 'Admit student', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Admit student' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Roll number').fill(`DA-${phone.slice(-5)}`);

  // A bad mobile or guardian's number is named on its field before anything is sent.
  await dialog.getByLabel('Mobile number').fill('12345');
  await dialog.getByLabel("Guardian's number").fill('123');
  await dialog.getByRole('button', { name: 'Admit' }).click();
  await expect(dialog.getByText('Enter a valid mobile number, such as 01712345678')).toHaveCount(2);
  expect(posts).toHaveLength(0);

  // What the server refuses is said in its words, on the field it names.
  await dialog.getByLabel('Mobile number').fill(phone);
  await dialog.getByLabel("Guardian's number").fill('');
  await page.route('**/api/staff/students', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        status: 'badRequest',
        errors: { title: 'Invalid input', message: 'phone: Phone number is not valid', code: 'badRequest' },
      }),
    }),
  );
  await dialog.getByRole('button', { name: 'Admit' }).click();
  await expect(dialog.getByRole('alert')).toContainText('phone: Phone number is not valid');
  await expect(dialog.getByLabel('Mobile number')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Phone number is not valid', { exact: true })).toBeVisible();
  await page.unroute('**/api/staff/students');

  // A double-click sends one admission: one student, no "admitted already".
  posts.length = 0;
  await dialog.getByRole('button', { name: 'Admit' }).dblclick();
  await expect(toast(page, 'Student admitted')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(posts).toHaveLength(1);
  await expect(page.getByText('This number is admitted already')).toHaveCount(0);
  expect((await call<{ total: number }>('GET', `/staff/students?search=${phone}`, admin)).total).toBe(1);
});
