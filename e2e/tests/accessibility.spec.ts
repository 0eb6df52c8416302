import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { expect, test, typeOtp } from '../support/fixtures';
import { smsLinesFor, waitForOtp } from '../support/server-log';
import { openSignedIn } from '../support/signed-in';
import { scienceStudent } from '../support/staff-api';

// Every student page on a 360 px phone (the project's viewport): axe finds no serious or critical
// violation and each page has exactly one h1. A student admitted for this file only walks through
// them, so the other journeys' students keep their state.
test.describe.configure({ mode: 'serial' });

let student: { phone: string; password: string };

test.beforeAll(async ({ request, baseURL }) => {
  student = await scienceStudent(request, baseURL!, { name: 'Accessibility Journey Student', sid: '26180' });
});

/** Opens a page by its address and waits until it has shown its heading and its data. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('the signed-out pages are accessible at 360 px', async ({ page }) => {
  for (const path of ['/login', '/register', '/forget-password', '/data-deletion-policy']) {
    await visit(page, path);
    await expectAccessible(page, path);
  }
  expect(page.viewportSize()?.width).toBe(360);
});

test('the code and new-password screens are accessible at 360 px', async ({ page }) => {
  // Reached through Forgot password; the password itself is left as it is.
  await visit(page, '/forget-password');
  const sentBefore = smsLinesFor(student.phone).length;
  await page.getByLabel('Mobile number').fill(student.phone);
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(/\/otp$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, '/otp');
  await typeOtp(page, await waitForOtp(student.phone, sentBefore));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/setpassword$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, '/setpassword');
});

test('with the Bengali UI on, sign-in, My Courses, My Exams and the profile are accessible at 360 px', async ({
  page,
}) => {
  await visit(page, '/login');
  await page.getByRole('button', { name: 'বাংলা' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'সাইন ইন' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expectAccessible(page, '/login (bn)');
  await page.getByLabel('মোবাইল নম্বর').fill(student.phone);
  await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'সাইন ইন' }).last().click();
  await expect(page.getByRole('menuitem', { name: 'আমার কোর্স' })).toBeVisible();
  for (const path of ['/courses', '/exams', '/student-profile']) {
    await visit(page, path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expectAccessible(page, `${path} (bn)`);
  }
});

test('every signed-in page is accessible at 360 px: study, Q&A, exams, result, profile, scoreboard', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openSignedIn(page, student.phone, student.password);
  await expect(page).toHaveURL(/\/$/);
  for (const path of ['/', '/courses', '/exams', '/my-qa', '/student-profile', '/scoreboard']) {
    await visit(page, path);
    await expectAccessible(page, path);
  }

  // Study: a course's subjects, a subject's chapters, lectures and solved questions, an item's videos and notes.
  await visit(page, '/courses');
  await page.locator('a[href^="/subjects/"]').first().click();
  // As on the forum below: the pointer left over the course card would have it checked while its
  // hover colour fades in (a contrast of 4.1 measured mid-way on a slow machine).
  await page.mouse.move(0, 0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, 'subjects');
  const lectures = (await page.locator('a[href^="/lectures/"]').first().getAttribute('href'))!;
  for (const path of [
    lectures,
    lectures.replace('/lectures/', '/chapters/'),
    lectures.replace('/lectures/', '/question-solve/'),
  ]) {
    await visit(page, path);
    await expectAccessible(page, path.split('/')[1]!);
  }
  await visit(page, lectures);
  const item = (await page.locator('a[href^="/videos/"]').first().getAttribute('href'))!;
  for (const path of [item, item.replace('/videos/', '/notes/')]) {
    await visit(page, path);
    await expectAccessible(page, path.split('/')[1]!);
  }

  // Q&A: a course's forum (from My Q&A: Q&A is a switch of a course) and one question.
  await visit(page, '/my-qa');
  await page.getByTestId('qa-course-card').first().click();
  await expect(page).toHaveURL(/\/qa-forum-list\//);
  // The pointer leaves where the card was: a button drawn under it would be checked in its hover colour.
  await page.mouse.move(0, 0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, 'qa-forum-list');
  await page.getByTestId('question-list').locator('.ant-card').first().click();
  await expect(page).toHaveURL(/\/question-details\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Question details' })).toBeAttached();
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, 'question-details');

  // Exams: a practice exam being taken, then its result.
  await visit(page, '/exams');
  await page.getByRole('tab', { name: 'Practice Exam' }).click();
  await page
    .getByRole('article', { name: 'Practice: Science Basics' })
    .getByRole('button', { name: 'Start Exam' })
    .click();
  await page
    .getByRole('dialog', { name: 'Exam Instruction' })
    .getByRole('button', { name: 'Start Exam' })
    .click();
  await expect(page).toHaveURL(/\/live-exam\//);
  await expect(page.getByRole('timer')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, 'live-exam');
  const first = page.getByRole('group', { name: 'Question 1', exact: true });
  await first.getByRole('radio', { name: 'Acceleration' }).check();
  await expect(first).toHaveAttribute('data-answer-state', 'saved');
  await page.getByRole('region', { name: 'Exam submission' }).getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/result\//);
  await expect(page.getByRole('group', { name: 'Result of question 1' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, 'result');
});
