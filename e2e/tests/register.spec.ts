import { demo, expect, test, toast, typeOtp } from '../support/fixtures';
import { smsLinesFor, waitForOtp } from '../support/server-log';
import { apiCaller, freshPhone, staffSession } from '../support/staff-api';

test('a student registers with the admitted number, using the code from the SMS, and lands on My Courses', async ({
  page,
}) => {
  const phone = demo.admitted(2);
  const password = 'newpass22';

  await page.goto('/');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByText('Mobile number used in the admission form')).toBeVisible();

  const sentBefore = smsLinesFor(phone).length;
  await page.getByLabel('Mobile number used in the admission form').fill(phone);
  await page.getByRole('button', { name: 'Proceed' }).click();

  // The code screen: Verify waits for six digits, the resend link waits for its countdown.
  await expect(page).toHaveURL(/\/otp$/);
  const verify = page.getByRole('button', { name: 'Verify' });
  await expect(verify).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Resend code' })).toBeDisabled();
  await expect(page.getByRole('timer')).toHaveText(/You can resend the code in [45]:\d\d/);

  // Back to the number and Proceed again: the code sent is still good, so the code screen comes back
  // (the server makes the number wait for a new one).
  await page.goBack();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByLabel('Mobile number used in the admission form').fill(phone);
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(/\/otp$/);
  expect(smsLinesFor(phone).length).toBe(sentBefore + 1);

  // A reload keeps the registration going (phone and hash live in sessionStorage).
  await page.reload();
  await expect(page.getByText(`Enter the six-digit code sent to ${phone}.`)).toBeVisible();

  const code = await waitForOtp(phone, sentBefore);
  await typeOtp(page, code);
  await expect(verify).toBeEnabled();
  await verify.click();

  await expect(page).toHaveURL(/\/setpassword$/);
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Done' }).click();

  await expect(toast(page, 'Successfully set the password!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Mobile number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'My Courses' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'My Courses' })).toBeVisible();
});

test('a number that is not on the roster gets the server’s error and no code screen', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Mobile number used in the admission form').fill('01799999999');
  const answer = page.waitForResponse((r) => r.url().includes('/api/student/otp/01799999999'));
  await page.getByRole('button', { name: 'Proceed' }).click();
  const response = await answer;
  expect(response.status()).toBe(404);
  const { errors } = (await response.json()) as { errors: { title?: string; message?: string } };
  await expect(toast(page, (errors.title ?? errors.message) as string)).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  expect(smsLinesFor('01799999999')).toHaveLength(0);
});

test('the error of a refused number is gone once an admitted number proceeds', async ({
  page,
  request,
  baseURL,
}) => {
  const admin = await staffSession(request, baseURL!);
  const phone = freshPhone();
  await apiCaller(request, baseURL!)('POST', '/staff/students', admin, {
    name: 'Register Retry Student',
    sid: '26097',
    phone,
    session: '2025-26',
    groupIds: [],
  });
  await page.goto('/register');
  const field = page.getByLabel('Mobile number used in the admission form');
  await field.fill('01799999998');
  await page.getByRole('button', { name: 'Proceed' }).click();
  const refused = toast(page, 'This number is not in our admission records');
  await expect(refused).toBeVisible();

  await field.fill(phone);
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(/\/(otp|setpassword)$/);
  await expect(refused).toBeHidden();
});
