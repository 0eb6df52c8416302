import { type APIRequestContext, expect } from '@playwright/test';
import { resultRow, resultsTab, signInStaff, studentApp } from '../support/console';
import { signIn, test } from '../support/fixtures';
import {
  admittedStudent,
  apiCaller,
  examOfItsOwn,
  sitExam,
  staffSession,
  studentSession,
} from '../support/staff-api';

const CAPITAL = 'Capital of Bangladesh?';
const SUM = 'What is 2 + 2?';

/**
 * The journey's own live exam, made through the API: two one-mark questions, no negative marks, given
 * to a new group whose two students sat it (Ana: the capital right, the sum wrong; Bo: the reverse, so
 * both 1 / 2), its window closed.
 */
async function satExam(request: APIRequestContext, baseURL: string, stamp: string) {
  const call = apiCaller(request, baseURL);
  const admin = await staffSession(request, baseURL);
  const title = `Publishing journey ${stamp}`;
  const w = await examOfItsOwn(request, baseURL, admin, {
    title,
    group: `Publishing ${stamp}`,
    questions: [
      { type: 'MCQ', title: CAPITAL, options: ['Dhaka', 'Khulna'], answer: ['Dhaka'], point: 1 },
      { type: 'MCQ', title: SUM, options: ['3', '4', '5'], answer: ['4'], point: 1 },
    ],
    exam: { shuffleOptions: false, passMark: 40 },
    endsAt: Date.now() + 3_600_000,
    duration: 30,
  });
  const picks: { name: string; answers: Record<string, string> }[] = [
    { name: `Ana ${stamp}`, answers: { [CAPITAL]: 'Dhaka', [SUM]: '5' } },
    { name: `Bo ${stamp}`, answers: { [CAPITAL]: 'Khulna', [SUM]: '4' } },
  ];
  const students = [];
  for (const [i, pick] of picks.entries()) {
    const s = await admittedStudent(request, baseURL, admin, {
      name: pick.name,
      sid: `P${stamp}${i}`,
      groupIds: [w.groupId],
    });
    const session = await studentSession(request, baseURL, s.phone, s.password);
    await sitExam(request, baseURL, session, w, (q) => [pick.answers[q.title]!]);
    students.push({ ...s, name: pick.name });
  }
  // The window closes: results may be published.
  await call('PATCH', `/staff/exams/${w.examId}/assignments/${w.groupId}`, admin, {
    endsAt: new Date(Date.now() - 1_000).toISOString(),
  });
  return { ...w, title, students };
}

const tab = resultsTab;

test('publishing asks with its counts, a change of marks after it shows the impact and asks, unpublishing hides the result from the student', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const w = await satExam(request, baseURL!, stamp);
  const [ana, bo] = w.students;

  await signInStaff(page, 'examcontroller', 'examcontroller1234');
  await page.goto(`/staff/results/${w.examId}`);
  await tab(page, 'Summary');

  // Publishing asks first, with how many results it shows and how many students it tells.
  await page.getByRole('button', { name: 'Publish results' }).click();
  const publishing = page.getByRole('dialog', { name: 'Publish results?' });
  await expect(publishing).toContainText('2 results will be published and 2 students told.');
  await publishing.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.locator('.ant-message-notice')).toContainText('2 results published');
  await expect(page.getByRole('row').filter({ hasText: `Publishing ${stamp}` })).toContainText('Published');

  // The sum's marks go from 1 to 3 in the editor: the save says what it changes and asks.
  await page.goto(`/staff/exams?exam=${w.examId}&step=2`);
  const sum = page.getByRole('listitem').filter({ hasText: SUM });
  await sum.getByRole('spinbutton', { name: 'Marks' }).fill('3');
  await page.getByRole('button', { name: 'Save exam' }).click();
  const asking = page.getByRole('dialog', { name: 'Re-score the results?' });
  await expect(asking).toContainText('2 results of 2 will change.');
  await expect(asking).toContainText('2 students with a published result will be told.');
  await expect(asking).toContainText(`Largest fall: ${ana!.name}: position 1 → 2`);
  // Cancelled, nothing is saved.
  await asking.getByRole('button', { name: 'Cancel' }).click();
  await expect(asking).toBeHidden();
  await page.getByRole('button', { name: 'Save exam' }).click();
  await page
    .getByRole('dialog', { name: 'Re-score the results?' })
    .getByRole('button', { name: 'Save and re-score' })
    .click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: 'Exam saved' })).toBeVisible();

  // The re-score runs in the background: the results show the new marks once it has.
  await page.goto(`/staff/results/${w.examId}`);
  await tab(page, 'Results');
  await expect(async () => {
    await page.reload();
    await tab(page, 'Results');
    await expect(resultRow(page, bo!.name)).toContainText('3 / 4', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(resultRow(page, ana!.name)).toContainText('1 / 4');

  // Unpublishing asks, then hides every result.
  await tab(page, 'Summary');
  await page.getByRole('button', { name: 'Unpublish results' }).click();
  const hiding = page.getByRole('dialog', { name: 'Unpublish results?' });
  await expect(hiding).toContainText('not published yet');
  await hiding.getByRole('button', { name: 'Unpublish', exact: true }).click();
  await expect(page.locator('.ant-message-notice')).toContainText('2 results hidden.');
  await expect(page.getByRole('row').filter({ hasText: `Publishing ${stamp}` })).toContainText('Closed');

  // The student's result page says it is not published.
  const student = await studentApp(browser, baseURL!);
  try {
    await signIn(student.page, bo!.phone, bo!.password);
    await expect(student.page).not.toHaveURL(/\/login/);
    await student.page.goto(`/result/${w.examId}/${w.groupId}`);
    await expect(student.page.getByText('The result is not published yet')).toBeVisible();
    await expect(student.page.getByLabel('Total marks')).toHaveCount(0);
    // Its notification says the result was withdrawn and leads to My Exams, never to the hidden result.
    await student.page.getByRole('button', { name: /^Notifications/ }).click();
    const list = student.page.getByRole('dialog', { name: 'Notifications' });
    await expect(list).not.toContainText(`The result of "${w.title}" has been published.`);
    await list
      .getByTestId('notification-item')
      .filter({ hasText: `The result of "${w.title}" was withdrawn for review.` })
      .getByRole('button', { name: /was withdrawn/ })
      .click();
    await expect(student.page.getByRole('heading', { name: 'My Exams' })).toBeVisible();
  } finally {
    await student.context.close();
  }
});
