import { demo, expect, test, toast, typeOtp } from '../support/fixtures';

test('sign in: required fields and an invalid number', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Please enter phone no.', { exact: true })).toBeVisible();
  await expect(page.getByText('Please enter password', { exact: true })).toBeVisible();

  await page.getByLabel('Mobile number').fill('01210000001');
  await expect(page.getByText('Phone no. is not valid', { exact: true })).toBeVisible();
  await page.getByLabel('Mobile number').fill('0171000000');
  await expect(page.getByText('Phone no. is not valid', { exact: true })).toBeVisible();
  await page.getByLabel('Mobile number').fill('01710000001');
  await expect(page.getByText('Phone no. is not valid', { exact: true })).toBeHidden();
});

test('register: required and invalid number', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText('Please enter your phone number', { exact: true })).toBeVisible();
  await page.getByLabel('Mobile number used in the admission form').fill('1234');
  await expect(page.getByText('Phone number is not valid', { exact: true })).toBeVisible();
});

test('forgot password: required and invalid number', async ({ page }) => {
  await page.goto('/forget-password');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText('Please enter your phone no.', { exact: true })).toBeVisible();
  await page.getByLabel('Mobile number').fill('02710000001');
  await expect(page.getByText('Phone no. is not valid', { exact: true })).toBeVisible();
});

test('set password: required, too short, confirmation, mismatch, and register first', async ({ page }) => {
  await page.goto('/setpassword');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Please enter new password', { exact: true })).toBeVisible();
  await expect(page.getByText('Please confirm passwrod', { exact: true })).toBeVisible();

  await page.getByLabel('New password').fill('12345');
  await expect(
    page.getByText('Password length must be at least 6 characters.', { exact: true }),
  ).toBeVisible();
  await page.getByLabel('New password').fill('123456');
  await page.getByLabel('Confirm password').fill('123457');
  await expect(page.getByText("Passwords don't match", { exact: true })).toBeVisible();
  await page.getByLabel('Confirm password').fill('123456');
  await expect(page.getByText("Passwords don't match", { exact: true })).toBeHidden();

  // No registration under way: no otp, hash or phone.
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(toast(page, 'Please register first!')).toBeVisible();
});

test('code screen: Verify stays disabled until six digits; resend opens after 300 seconds', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/register');
  await page.getByLabel('Mobile number used in the admission form').fill(demo.admitted(4));
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(/\/otp$/);

  const verify = page.getByRole('button', { name: 'Verify' });
  await expect(verify).toBeDisabled();
  await typeOtp(page, '12345');
  await expect(verify).toBeDisabled();
  await page.getByRole('heading', { name: 'Verify your number' }).click();
  await expect(page.getByText('Please enter otp first', { exact: true })).toBeVisible();
  await page.getByRole('textbox').last().click();
  await page.keyboard.type('6');
  await expect(verify).toBeEnabled();
  await expect(page.getByText('Please enter otp first', { exact: true })).toBeHidden();

  // The resend link counts down 300 seconds, then opens.
  const resend = page.getByRole('button', { name: 'Resend code' });
  await expect(resend).toBeDisabled();
  await expect(page.getByRole('timer')).toHaveText(/in [45]:\d\d$/);
  await page.clock.fastForward('04:00');
  await expect(page.getByRole('timer')).toHaveText(/in [01]:\d\d$/);
  await expect(resend).toBeDisabled();
  await page.clock.fastForward('01:01');
  await expect(page.getByRole('timer')).toBeHidden();
  await expect(resend).toBeEnabled();
});
