import { sectionMenu, signInStaff } from '../support/console';
import { expect, test, toast } from '../support/fixtures';
import { apiCaller, staffSession } from '../support/staff-api';

test('roles are described where they are chosen; a staff member changes their own name and password', async ({
  page,
  request,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const username = `e2e.own.${stamp}`;
  const password = `own-${stamp}-first`;
  const admin = await staffSession(request, baseURL!);

  // The admin choosing roles reads what each may do.
  await signInStaff(page, 'admin', 'admin1234');
  await sectionMenu(page).filter({ hasText: 'Staff accounts' }).click();
  await page.getByRole('button', { name: 'New staff account' }).click();
  const dialog = page.getByRole('dialog', { name: 'New staff account' });
  await dialog.getByLabel('Roles').click();
  const examiner = page.locator('.ant-select-dropdown:visible .ant-select-item-option', {
    hasText: 'Examiner',
  });
  await expect(examiner).toContainText('Marks written answers; sees exams, exam day and results.');
  await examiner.click();
  await dialog.getByText('Name', { exact: true }).click();
  await expect(dialog.getByRole('list', { name: 'What the chosen roles may do' })).toContainText(
    'Examiner: Marks written answers',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();

  await apiCaller(request, baseURL!)('POST', '/staff/accounts', admin, {
    username,
    name: `Own Account ${stamp}`,
    password,
    roles: ['mentor'],
  });
  await signInStaff(page, username, password);
  await page.getByRole('button', { name: 'My account' }).click();
  const mine = page.getByRole('dialog', { name: 'My account' });
  await expect(mine.getByLabel('Name', { exact: true })).toHaveValue(`Own Account ${stamp}`);
  await mine.getByLabel('Name', { exact: true }).fill(`Renamed Mentor ${stamp}`);
  await mine.getByLabel('New password').fill(`own-${stamp}-second`);
  // A new password needs the current one, checked by the server.
  await mine.getByRole('button', { name: 'Save' }).click();
  await expect(mine.getByText('Enter your current password')).toBeVisible();
  await mine.getByLabel('Current password').fill('not-the-password');
  await mine.getByRole('button', { name: 'Save' }).click();
  await expect(mine.getByText('Wrong current password')).toBeVisible();
  await mine.getByLabel('Current password').fill(password);
  await mine.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Your account is saved')).toBeVisible();
  await expect(page.locator('header').getByText(`Renamed Mentor ${stamp}`)).toBeVisible();

  // The new password signs in; the old one no longer does.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Wrong username or password')).toBeVisible();
  await signInStaff(page, username, `own-${stamp}-second`);
  await expect(page.getByText(`Renamed Mentor ${stamp}`)).toBeVisible();
});
