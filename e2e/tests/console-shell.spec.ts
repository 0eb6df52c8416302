import { sectionMenu, signInStaff } from '../support/console';
import { expect, test, toast } from '../support/fixtures';
import { freshPhone } from '../support/staff-api';

/** The demo staff accounts, the sections each sees, and one call of a section it does not see. */
const accounts = [
  {
    username: 'admin',
    password: 'admin1234',
    sections: [
      'Home',
      'Students',
      'Groups',
      'Courses',
      'Question bank',
      'Exams',
      'Exam day',
      'Marking',
      'Results',
      'Q&A',
      'Notices',
      'Branding',
      'Fees',
      'Staff accounts',
      'Audit log',
      'Online payments',
    ],
    hidden: null,
  },
  {
    username: 'moderator',
    password: 'moderator1234',
    sections: ['Home', 'Students', 'Groups', 'Exams', 'Exam day', 'Results', 'Notices'],
    hidden: { method: 'POST', path: '/staff/accounts' },
  },
  {
    username: 'examcontroller',
    password: 'examcontroller1234',
    sections: ['Home', 'Question bank', 'Exams', 'Exam day', 'Marking', 'Results'],
    hidden: { method: 'GET', path: '/staff/students' },
  },
  {
    username: 'examiner',
    password: 'examiner1234',
    sections: ['Home', 'Exams', 'Exam day', 'Marking', 'Results'],
    hidden: { method: 'GET', path: '/staff/qa/questions' },
  },
  {
    username: 'content',
    password: 'content1234',
    sections: ['Home', 'Courses'],
    hidden: { method: 'GET', path: '/staff/exams' },
  },
  {
    username: 'questions',
    password: 'questions1234',
    sections: ['Home', 'Question bank'],
    hidden: { method: 'GET', path: '/staff/courses' },
  },
  {
    username: 'accountant',
    password: 'accountant1234',
    sections: ['Home', 'Fees', 'Online payments'],
    hidden: { method: 'GET', path: '/staff/exams' },
  },
  {
    username: 'teacher',
    password: 'teacher1234',
    sections: ['Home', 'Q&A'],
    hidden: { method: 'GET', path: '/staff/groups' },
  },
] as const;

for (const account of accounts) {
  test(`${account.username} signs in to the console and sees exactly their sections`, async ({
    page,
    request,
    baseURL,
  }) => {
    await signInStaff(page, account.username, account.password);
    await expect(sectionMenu(page)).toHaveText([...account.sections]);
    // The start page is the home page, whatever the roles.
    await expect(page).toHaveURL(/\/staff\/home$/);
    if (account.hidden) {
      const sessionId = await page.evaluate(() => localStorage.getItem('staffSessionId'));
      const response = await request.fetch(`${baseURL}/api${account.hidden.path}`, {
        method: account.hidden.method,
        headers: { authorization: sessionId ?? '', agent: 'browser' },
        ...(account.hidden.method === 'POST' ? { data: {} } : {}),
      });
      expect(response.status()).toBe(403);
    }
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByLabel('Username')).toBeVisible();
  });
}

test('a section outside the role is refused even by its address', async ({ page }) => {
  await signInStaff(page, 'teacher', 'teacher1234');
  await page.goto('/staff/students');
  await expect(page.getByText('Not for your role')).toBeVisible();
});

test('deep links load and survive a reload', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await signInStaff(page, 'admin', 'admin1234');
  await page.goto('/staff/marking');
  await expect(page.getByRole('searchbox', { name: 'Search exams' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search exams' })).toBeVisible();
  await page.goto('/staff/students');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Students' })).toBeVisible();
  await expect(page.getByRole('row')).not.toHaveCount(1);
  // The lazy console has its loading screen: React Router has nothing to warn about on a load.
  expect(warnings.filter((text) => text.includes('HydrateFallback'))).toEqual([]);
});

test('a session the server no longer knows sends the console to sign-in with a message', async ({ page }) => {
  await signInStaff(page, 'admin', 'admin1234');
  await page.evaluate(() => localStorage.setItem('staffSessionId', 'ended-session'));
  await page.goto('/staff/students');
  await expect(page).toHaveURL(/\/staff\/login/);
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
});

test('the admin admits a student from the Students page and finds them by search', async ({ page }) => {
  const phone = freshPhone();
  const name = `Console Admit ${phone.slice(-4)}`;
  await signInStaff(page, 'admin', 'admin1234');
  await page.goto('/staff/students');
  await page.getByRole('button', { name: 'Admit student', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Admit student' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Roll number').fill(`C${phone.slice(-5)}`);
  await dialog.getByLabel('Mobile number').fill(phone);
  await dialog.getByLabel('Session').fill('2026-27');
  // An institute has many groups (so does a server that ran many journeys): find it by its name.
  await dialog.getByLabel('Groups').fill('HSC 2026 Science');
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'HSC 2026 Science' })
    .click();
  // A multiple select stays open over the dialog's buttons: close it first.
  // Its list may open upwards over the fields (the demo has many groups): click the dialog's title.
  await dialog.getByText('Admit student', { exact: true }).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Admit' }).click();
  await expect(toast(page, 'Student admitted')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search students').fill(phone);
  await page.getByLabel('Search students').press('Enter');
  const rows = page.getByRole('row').filter({ hasText: name });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Not yet');
  await expect(page.getByText('1 student', { exact: true })).toBeVisible();
});

test('the console fits a 768 px tablet: the menu folds away and nothing scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await signInStaff(page, 'admin', 'admin1234');
  await expect(page.getByRole('heading', { name: 'Home', exact: true })).toBeVisible();
  await expect(page.getByText('Unanswered questions')).toBeVisible();
  await expect(sectionMenu(page).first()).toBeHidden();
  const sideways = () =>
    page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
  expect(await sideways()).toBe(false);
  await page.getByRole('button', { name: 'Show menu' }).click();
  await sectionMenu(page).filter({ hasText: 'Exams' }).click();
  await expect(page.getByText(/\d+ exams/)).toBeVisible();
  await expect(sectionMenu(page).first()).toBeHidden();
  expect(await sideways()).toBe(false);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(sectionMenu(page).first()).toBeVisible();
  expect(await sideways()).toBe(false);
});
