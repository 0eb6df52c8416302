import { sectionMenu, submitStaffSignIn } from '../support/console';
import { expect, test, toast } from '../support/fixtures';

test('the admin creates an examiner, who sees only their sections; deactivated, their sign-in is refused', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const username = `e2e.examiner.${stamp}`;
  const password = `exam-${stamp}-pass`;
  await submitStaffSignIn(page, 'admin', 'admin1234');
  await sectionMenu(page).filter({ hasText: 'Staff accounts' }).click();
  await expect(page.getByRole('heading', { name: 'Staff accounts' })).toBeVisible();

  await page.getByRole('button', { name: 'New staff account' }).click();
  const dialog = page.getByRole('dialog', { name: 'New staff account' });
  await dialog.getByLabel('Name', { exact: true }).fill(`E2E Examiner ${stamp}`);
  await dialog.getByLabel('Username').fill(username);
  // The password rule is checked before the call.
  await dialog.getByLabel('Password').fill('qwertyuiop');
  await dialog.getByLabel('Roles').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Examiner' }).click();
  await dialog.getByText('Name', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('commonly used password')).toBeVisible();
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, `Staff account ${username} created`)).toBeVisible();

  await page.getByLabel('Search staff').fill(stamp);
  await page.getByLabel('Search staff').press('Enter');
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Examiner');
  await expect(row).toContainText('Active');

  // The new account signs in elsewhere and sees exactly the examiner's sections.
  const other = await browser.newContext();
  const theirs = await other.newPage();
  await submitStaffSignIn(theirs, username, password);
  await expect(sectionMenu(theirs)).toHaveText(['Home', 'Exams', 'Exam day', 'Marking', 'Results']);

  await row.getByRole('button', { name: `Deactivate ${username}` }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `Deactivate ${username}?` });
  await expect(confirm).toContainText('will be signed out now');
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(toast(page, `${username} deactivated`)).toBeVisible();
  await expect(row).toContainText('Deactivated');

  // Their session has ended, and signing in again is refused.
  await theirs.reload();
  await expect(theirs).toHaveURL(/\/staff\/login/);
  await submitStaffSignIn(theirs, username, password);
  await expect(theirs.getByText('This account is deactivated')).toBeVisible();
  await other.close();
});
