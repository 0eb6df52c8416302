import { demo, expect, signIn, test, toast, typeOtp } from '../support/fixtures';
import { smsLinesFor, waitForOtp } from '../support/server-log';
import { admittedStudent, staffSession } from '../support/staff-api';

test('sign in shows My Courses with the header; logout asks first and signs out', async ({
  page,
  branding,
}) => {
  await signIn(page, demo.inGroup.phone, demo.inGroup.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'My Courses' })).toBeVisible();
  await expect(page).toHaveTitle(branding.name);

  // Header: logo to /, notification bell, avatar menu with the version label, red logout button.
  await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  await expect(drawer).toBeVisible();
  const panel = page.locator('.ant-drawer-content-wrapper');
  expect((await panel.boundingBox())?.width).toBeCloseTo(360 * 0.8, 0);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.getByRole('button', { name: 'Profile menu' }).click();
  const avatarMenu = page.locator('.ant-dropdown').getByRole('menu');
  for (const item of ['My Profile', 'My Courses', 'My Exams', 'Logout', 'v2.3.4']) {
    await expect(avatarMenu.getByRole('menuitem', { name: item, exact: true })).toBeVisible();
  }
  await avatarMenu.getByRole('menuitem', { name: 'My Exams', exact: true }).click();
  await expect(page).toHaveURL(/\/exams$/);
  await expect(page.getByRole('heading', { name: 'My Exams' })).toBeVisible();

  // Signed-out screens send a signed-in student home.
  await page.goto('/register');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'My Courses' })).toBeVisible();

  // Cancel keeps the student signed in.
  const logoutButton = page.getByRole('banner').getByRole('button', { name: 'Logout' });
  await logoutButton.click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to logout?' });
  await expect(dialog.locator('.ant-modal-confirm-title')).toHaveText('Are you sure you want to logout?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'My Courses' })).toBeVisible();

  await logoutButton.click();
  // The device asks for reduced motion (playwright.config.ts), so the dialog opens without zooming in.
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element) => element.getAnimations({ subtree: true }).length)).toBe(0);
  expect(await dialog.getAttribute('class')).not.toMatch(/zoom/);
  await dialog.getByRole('button', { name: 'Logout' }).click();
  await expect(toast(page, 'Log out successfull')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('sessionId'))).toBeNull();

  // Signed-in pages send a signed-out visitor to the sign-in page.
  await page.goto('/exams');
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password is refused with the server’s words', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Mobile number').fill(demo.inGroup.phone);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/student/login'));
  await page.getByRole('button', { name: 'Sign In' }).click();
  const response = await answer;
  expect(response.status()).toBe(401);
  const { errors } = (await response.json()) as { errors: { title?: string; message?: string } };
  await expect(toast(page, (errors.title ?? errors.message) as string)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('forgot password resets the password through the code screen, then the new one signs in', async ({
  page,
  request,
  baseURL,
}) => {
  // A student of its own: the demo student's password stays as printed for the other journeys.
  const admin = await staffSession(request, baseURL!);
  const { phone, password: oldPassword } = await admittedStudent(request, baseURL!, admin, {
    name: 'Reset Journey',
    sid: 'E2E-RESET',
  });
  const newPassword = 'reset-4321';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password' }).click();
  await expect(page).toHaveURL(/\/forget-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();

  const sentBefore = smsLinesFor(phone).length;
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(/\/otp$/);

  await typeOtp(page, await waitForOtp(phone, sentBefore));
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/setpassword$/);
  await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(toast(page, 'Successfully set the password!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The old password no longer works; the new one does.
  await signIn(page, phone, oldPassword);
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, phone, newPassword);
  await expect(page.getByRole('heading', { name: 'My Courses' })).toBeVisible();
});
