import type { Page } from '@playwright/test';
import { startExam } from '../support/exam-paper';
import { expect, test } from '../support/fixtures';
import { holdRequests } from '../support/hold-requests';
import { openSignedIn } from '../support/signed-in';
import {
  admittedStudent,
  apiCaller,
  examOfItsOwn,
  liveExamOfItsOwn,
  staffSession,
  studentInNewGroup,
  studentSession,
} from '../support/staff-api';

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
    sid: `IN-${crypto.randomUUID().slice(0, 8)}`,
    groupIds: [groupId],
  });
}

test('a save on a dead connection is kept on the phone within 15 s with the offline state, and leaving asks first', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const title = 'Integrity: dead connection';
  const student = await examWithStudent(page, baseURL!, title);
  await openSignedIn(page, student.phone, student.password);
  await expect(page).toHaveURL(/\/$/);
  await startExam(page, title);
  const question = page.getByRole('group', { name: 'Question 1', exact: true });

  // The link is dead: answer saves get no answer at all (the request hangs).
  await page.route('**/api/exam/add-answer/**', () => {});
  await question.getByRole('radio', { name: 'Dhaka' }).check();
  // Timed from the answer being chosen: on a busy machine Playwright's own wait before the click
  // is not the app's.
  const answeredAt = Date.now();
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

  // A link of the app (the header's logo) asks too; staying keeps the exam at its address.
  const examUrl = page.url();
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(leave).toBeVisible();
  await expect(leave).toContainText('Your answers are kept');
  await leave.getByRole('button', { name: 'Stay in the exam' }).click();
  await expect(leave).toBeHidden();
  expect(page.url()).toBe(examUrl);
  await expect(question.getByRole('radio', { name: 'Dhaka' })).toBeChecked();

  // Leaving through a tab goes there; back returns to the exam, answers kept.
  await page.getByRole('menuitem', { name: 'My Courses' }).click();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await page.goBack();
  await expect(page).toHaveURL(examUrl);
  await expect(question.getByRole('radio', { name: 'Dhaka' })).toBeChecked();

  // The back button asks again there; leaving goes back to My Exams.
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
  await openSignedIn(page, student.phone, student.password);
  await expect(page).toHaveURL(/\/$/);

  // The phone's clock is 3 hours behind: by it, the exam (open since a minute ago) has not begun.
  await page.clock.setFixedTime(new Date(Date.now() - 3 * 3_600_000));
  const release = await holdRequests(page, '**/api/group/**');
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

test('an MCA answer that earns part of its marks counts as "Partly correct" on the result page', async ({
  page,
  baseURL,
}) => {
  const title = 'Integrity: partly correct';
  const admin = await staffSession(page.request, baseURL!);
  const exam = await examOfItsOwn(page.request, baseURL!, admin, {
    title,
    group: `${title} group`,
    questions: [
      {
        type: 'MCA',
        title: 'True or false?',
        options: ['The sun is a star', 'The moon is a planet', 'Water boils at 100 °C at sea level'],
        answer: ['true', 'false', 'true'],
        point: 3,
      },
    ],
    exam: { isPracticeExam: true, shuffleOptions: false },
    duration: 30,
  });
  const student = await admittedStudent(page.request, baseURL!, admin, {
    name: `${title} student`,
    sid: '26191',
    groupIds: [exam.groupId],
  });
  await openSignedIn(page, student.phone, student.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/exams');
  await page.getByRole('tab', { name: 'Practice Exam' }).click();
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'Start Exam' }).click();
  await page
    .getByRole('dialog', { name: 'Exam Instruction' })
    .getByRole('button', { name: 'Start Exam' })
    .click();
  const question = page.getByRole('group', { name: 'Question 1', exact: true });
  // Two statements of three right (the second is false): 2 of the 3 marks.
  for (const letter of ['A', 'B', 'C'])
    await question
      .getByRole('radiogroup', { name: `Option ${letter}` })
      .getByText('True', { exact: true })
      .click();
  await expect(question).toHaveAttribute('data-answer-state', 'saved');
  await page.getByRole('region', { name: 'Exam submission' }).getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(new RegExp(`/result/${exam.examId}/${exam.groupId}$`));

  const statistics = page.locator('.ant-card').filter({ hasText: 'Statistics' });
  const figure = (name: string) =>
    statistics
      .locator('.ant-statistic')
      .filter({ has: page.locator('.ant-statistic-title').getByText(name, { exact: true }) })
      .locator('.ant-statistic-content');
  await expect(figure('Partly correct')).toHaveText('1');
  await expect(figure('Incorrect')).toHaveText('0');
  await expect(figure('Correct')).toHaveText('0');

  // The submitted exam is no longer in the history: back goes to My Exams without asking.
  await page.goBack();
  await expect(page).toHaveURL(/\/exams$/);
  await expect(page.getByText('Leave the exam?')).toHaveCount(0);
});

test('"View Result" right after the window ends shows the result, not "No result yet"', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const title = 'Integrity: result at the window end';
  const admin = await staffSession(page.request, baseURL!);
  const call = apiCaller(page.request, baseURL!);
  const { student, groupId } = await studentInNewGroup(page.request, baseURL!, admin, {
    group: `${title} group`,
    name: `${title} student`,
    sid: '26192',
  });
  // The window closes in 10 s; the student answers and never submits.
  const endsAt = Date.now() + 10_000;
  const exam = await examOfItsOwn(page.request, baseURL!, admin, { title, groupId, endsAt, duration: 30 });
  const session = await studentSession(page.request, baseURL!, student.phone, student.password);
  await call('PATCH', `/exam/start/${exam.examId}/group-id/${groupId}`, session);
  await call('PATCH', `/exam/add-answer/${exam.examId}/group/${groupId}?isLive=true`, session, {
    questionId: exam.questionIds[0],
    answer: ['Dhaka'],
    timestamp: Date.now(),
    extra: [],
  });
  // Staff publish as soon as the window has closed (until then the server refuses: still open), before
  // the auto-submit job's grace is over.
  await expect
    .poll(
      async () =>
        (
          await page.request.post(`${baseURL}/api/staff/exams/${exam.examId}/publish`, {
            headers: { authorization: admin, agent: 'browser' },
            data: { scope: 'exam' },
          })
        ).status(),
      { timeout: Math.max(0, endsAt - Date.now()) + 15_000, intervals: [250] },
    )
    .toBeLessThan(300);

  await openSignedIn(page, student.phone, student.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/exams');
  await page.getByRole('tab', { name: 'Live Exam' }).click();
  await page.getByRole('combobox', { name: 'Exams to show' }).click();
  await page.locator('.ant-select-dropdown').getByText('Previous Exams', { exact: true }).click();
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'View Result' }).click();
  await expect(page).toHaveURL(new RegExp(`/result/${exam.examId}/${groupId}$`));
  await expect(page.getByRole('heading', { name: 'Total marks' })).toHaveText(/^1(\.00)? \/ 1(\.00)?$/);
  await expect(page.getByText('No result yet')).toHaveCount(0);
});
