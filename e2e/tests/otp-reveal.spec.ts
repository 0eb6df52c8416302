import { expect, test, toast } from '../support/fixtures';
import { type StartedServer, startServer, stopServer } from '../support/start-server';

// A second server that reveals codes in the OTP response (as the demo does): the app then skips
// the code screen and goes straight to set password.
let revealing: StartedServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  revealing = await startServer({ OTP_REVEAL: '1' });
});

test.afterAll(async () => {
  if (revealing) await stopServer(revealing);
});

test('with the code in the response, registration skips the code screen', async ({ page }) => {
  await page.goto(`${revealing.baseUrl}/register`);
  await page.getByLabel('Mobile number used in the admission form').fill('01710000006');
  const answer = page.waitForResponse((r) => r.url().includes('/api/student/otp/01710000006'));
  await page.getByRole('button', { name: 'Proceed' }).click();
  const { data } = (await (await answer).json()) as { data: { otp?: string } };
  expect(data.otp).toMatch(/^\d{6}$/);

  await expect(page).toHaveURL(/\/setpassword$/);
  await page.getByLabel('New password').fill('revealed1');
  await page.getByLabel('Confirm password').fill('revealed1');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(toast(page, 'Successfully set the password!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Mobile number').fill('01710000006');
  await page.getByLabel('Password', { exact: true }).fill('revealed1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'My Courses' })).toBeVisible();
});
