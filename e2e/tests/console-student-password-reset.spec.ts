import { expectAudited } from '../support/console';
import { expect, test, toast, typeOtp } from '../support/fixtures';
import { smsLinesFor, waitForOtp } from '../support/server-log';
import { openStaffSignedIn } from '../support/signed-in';
import { admittedStudent, staffSession } from '../support/staff-api';

test('staff reset a password: the student sets a new one in the app with the code sent by SMS and signs in', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const admin = await staffSession(request, baseURL!);
  const tag = String(Date.now()).slice(-6);
  const name = `Reset Rumana ${tag}`;
  const student = await admittedStudent(request, baseURL!, admin, { name, sid: `RR-${tag}` });

  await openStaffSignedIn(page, 'admin', 'admin1234', '/staff/students');
  await page.getByLabel('Search students').fill(student.phone);
  await page.getByLabel('Search students').press('Enter');
  await page.getByRole('button', { name }).click();
  const drawer = page.getByRole('dialog', { name });
  const sentBefore = smsLinesFor(student.phone).length;
  await drawer.getByRole('button', { name: 'Reset password' }).click();
  const confirm = page.getByRole('dialog', { name: `Reset ${name}'s password?` });
  await expect(confirm).toContainText('A code is sent to their number');
  await confirm.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByTestId('reset-code-sent')).toHaveText(
    `A code was sent to ${student.phone}; the student sets a new password with it in the app.`,
  );
  const code = await waitForOtp(student.phone, sentBefore);

  // In the app the student registers with their number and the code from the SMS.
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const app = await context.newPage();
  await app.goto(`${baseURL}/register`);
  await app.getByLabel('Mobile number used in the admission form').fill(student.phone);
  await app.getByRole('button', { name: 'Proceed' }).click();
  await typeOtp(app, code);
  await app.getByRole('button', { name: 'Verify' }).click();
  await app.getByLabel('New password').fill('after-reset-7');
  await app.getByLabel('Confirm password').fill('after-reset-7');
  await app.getByRole('button', { name: 'Done' }).click();
  await expect(app).toHaveURL(/\/login$/);
  await app.getByLabel('Mobile number').fill(student.phone);
  await app.getByLabel('Password', { exact: true }).fill('after-reset-7');
  await app.getByRole('button', { name: 'Sign In' }).click();
  await expect(app.getByText('You are not added to a group yet', { exact: true })).toBeVisible();
  // One SMS: the app's request was answered with the code staff sent.
  expect(smsLinesFor(student.phone)).toHaveLength(sentBefore + 1);
  await expect(toast(app, 'Please wait before asking for a new code')).toHaveCount(0);
  await context.close();

  await expectAudited(request, baseURL!, {
    username: 'admin',
    section: 'staff',
    action: 'resetStudentPassword',
  });
});
