import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';
import { admittedStudent, liveExamOfItsOwn, staffSession } from '../support/staff-api';

// Each test sits an exam of its own (liveExamOfItsOwn: one MCQ, open now) as a student of its own.
async function examWithStudent(page: Page, baseURL: string, title: string) {
  const admin = await staffSession(page.request, baseURL);
  const { groupId } = await liveExamOfItsOwn(page.request, baseURL, admin, {
    title,
    group: `${title} group`,
    duration: 30,
  });
  return admittedStudent(page.request, baseURL, admin, {
    name: `${title} student`,
    sid: '26190',
    groupIds: [groupId],
  });
}

async function startExam(page: Page, title: string) {
  await page.goto('/exams');
  await page.getByRole('tab', { name: 'Live Exam' }).click();
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'Start Exam' }).click();
  await page
    .getByRole('dialog', { name: 'Exam Instruction' })
    .getByRole('button', { name: 'Start Exam' })
    .click();
  await expect(page).toHaveURL(/\/live-exam\/[\w-]+\/[\w-]+$/);
}

test('a save on a dead connection is kept on the phone within 15 s with the offline state, and leaving asks first', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const title = 'Integrity: dead connection';
  const student = await examWithStudent(page, baseURL!, title);
  await signIn(page, student.phone, student.password);
  await expect(page).toHaveURL(/\/$/);
  await startExam(page, title);
  const question = page.getByRole('group', { name: 'Question 1', exact: true });

  // The link is dead: answer saves get no answer at all (the request hangs).
  await page.route('**/api/exam/add-answer/**', () => {});
  const answeredAt = Date.now();
  await question.getByRole('radio', { name: 'Dhaka' }).check();
  await expect(question).toHaveAttribute('data-answer-state', 'offline', { timeout: 16_000 });
  expect(Date.now() - answeredAt).toBeLessThan(16_000);
  await expect(page.getByText('You are offline!')).toBeVisible();

  // The link comes back: the kept answer gets through and the app is online again.
  await page.unroute('**/api/exam/add-answer/**');
  await expect(question).toHaveAttribute('data-answer-state', 'saved', { timeout: 20_000 });
  await expect(page.getByText('You are offline!')).toBeHidden();

  // Closing the tab asks (the browser's own question); staying keeps the exam open.
  const unload = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const asked = await unload;
  expect(asked.type()).toBe('beforeunload');
  await asked.dismiss();
  await expect(question).toBeVisible();

  // The back button asks, and says the answers are kept.
  await page.goBack();
  const leave = page.getByRole('dialog').filter({ hasText: 'Leave the exam?' });
  await expect(leave).toBeVisible();
  await expect(leave).toContainText('Your answers are kept');
  await leave.getByRole('button', { name: 'Stay in the exam' }).click();
  await expect(page).toHaveURL(/\/live-exam\//);
  await expect(question.getByRole('radio', { name: 'Dhaka' })).toBeChecked();

  // Asked again, leaving goes back to My Exams.
  await page.goBack();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/exams$/);
});

test('My Exams on a phone whose clock is hours behind says "Checking time", then shows the status by the server time', async ({
  page,
  baseURL,
}) => {
  const title = 'Integrity: wrong clock';
  const student = await examWithStudent(page, baseURL!, title);
  await signIn(page, student.phone, student.password);
  await expect(page).toHaveURL(/\/$/);

  // The phone's clock is 3 hours behind: by it, the exam (open since a minute ago) has not begun.
  await page.clock.setFixedTime(new Date(Date.now() - 3 * 3_600_000));
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/group/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/exams');
  await expect(page.getByRole('status').filter({ hasText: 'Checking time…' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Exam' })).toHaveCount(0);
  release();
  // Once the server's time has come, at once (not at the next 10 s refresh).
  await expect(
    page.getByRole('article', { name: title }).getByRole('button', { name: 'Start Exam' }),
  ).toBeVisible({ timeout: 5_000 });
  await expect(page.getByText('Checking time…')).toBeHidden();
});
