import type { Page } from '@playwright/test';
import { expectAudited, resultsTab, studentApp } from '../support/console';
import { expect, test, toast } from '../support/fixtures';
import { openSignedIn, openStaffSignedIn } from '../support/signed-in';
import {
  admittedStudent,
  apiCaller,
  liveExamOfItsOwn,
  sitExam,
  staffSession,
  studentSession,
} from '../support/staff-api';

/** The student's exam card on the Live Exam tab. */
async function liveCard(phone: Page, title: string) {
  await phone.goto('/exams');
  await phone.getByRole('tab', { name: 'Live Exam' }).click();
  return phone.getByRole('article', { name: title });
}

/** Starts the exam from its card and answers the first question on the exam page. */
async function startAndAnswer(phone: Page, title: string, button: 'Start Exam' | 'Continue exam') {
  await (await liveCard(phone, title)).getByRole('button', { name: button }).click();
  await phone
    .getByRole('dialog', { name: 'Exam Instruction' })
    .getByRole('button', { name: 'Start Exam' })
    .click();
  const question = phone.getByRole('group', { name: 'Question 1', exact: true });
  await question.getByRole('radio', { name: 'Dhaka' }).check();
  await expect(question).toHaveAttribute('data-answer-state', 'saved');
}

// Its own exam, group and students (made through the API), so no other journey's state changes.
test('a controller gives one student 15 more minutes: their card and exam page end later than a classmate’s, the monitor shows it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const title = `Exceptions journey exam ${stamp}`;
  const name = `Extra Time Student ${stamp}`;
  const classmateName = `Classmate Student ${stamp}`;
  const admin = await staffSession(request, baseURL!);
  const { examId, groupId } = await liveExamOfItsOwn(request, baseURL!, admin, {
    title,
    group: `Exceptions journey group ${stamp}`,
    duration: 30,
  });
  const sitter = await admittedStudent(request, baseURL!, admin, {
    name,
    sid: `X${stamp}`,
    groupIds: [groupId],
  });
  const classmate = await admittedStudent(request, baseURL!, admin, {
    name: classmateName,
    sid: `Y${stamp}`,
    groupIds: [groupId],
  });

  // The exam controller adds the exception on the exam's groups and schedule step.
  await openStaffSignedIn(page, 'examcontroller', 'examcontroller1234', `/staff/exams?exam=${examId}&step=3`);
  await page.getByRole('button', { name: 'Add an exception' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an exception' });
  await dialog.getByRole('combobox', { name: 'Student' }).fill(name);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: name })
    .click();
  await dialog.getByLabel('Extra minutes').fill('15');
  await dialog.getByLabel('Reason').fill('Broken arm: writes slowly');
  await dialog.getByRole('button', { name: 'Save exception' }).click();
  await expect(dialog).toBeHidden();
  const exceptions = page.getByRole('region', { name: 'Exceptions' });
  await expect(exceptions.getByRole('row').filter({ hasText: name })).toContainText('+15 min');

  // The student's card says so and ends later than the classmate's.
  const mine = await studentApp(browser, baseURL!);
  const theirs = await studentApp(browser, baseURL!);
  try {
    await openSignedIn(mine.page, sitter.phone, sitter.password);
    await openSignedIn(theirs.page, classmate.phone, classmate.password);
    const myCard = await liveCard(mine.page, title);
    const theirCard = await liveCard(theirs.page, title);
    await expect(myCard).toContainText('30 minutes + 15 minutes extra');
    await expect(myCard).toContainText('Your own schedule');
    await expect(theirCard).not.toContainText('extra');
    await expect(theirCard).not.toContainText('Your own schedule');
    const endTime = async (card: typeof myCard) =>
      (
        await card
          .locator('div')
          .filter({ hasText: /^End Time/ })
          .last()
          .innerText()
      ).replace('End Time', '');
    expect(await endTime(myCard)).not.toBe(await endTime(theirCard));

    // On the exam page: 45 minutes to answer against the classmate's 30.
    await startAndAnswer(mine.page, title, 'Start Exam');
    await startAndAnswer(theirs.page, title, 'Start Exam');
    await expect(mine.page.getByRole('timer')).toHaveText(/^00:(44|45):\d\d$/);
    await expect(theirs.page.getByRole('timer')).toHaveText(/^00:(29|30):\d\d$/);
  } finally {
    await mine.context.close();
    await theirs.context.close();
  }

  // The monitor shows the exception on the student's row only.
  await page.goto(`/staff/exam-day/${examId}`);
  // The monitor's list comes after its figures: a busy machine can take a while.
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('+15 min', {
    timeout: 30_000,
  });
  await expect(page.getByRole('row', { name: new RegExp(classmateName) })).not.toContainText('+15 min');
  await expectAudited(request, baseURL!, {
    username: 'examcontroller',
    section: 'exam exceptions',
    action: 'setExamException',
  });
});

test('a submitted attempt reopened with a reason in the console: the student answers again', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const title = `Reopen journey exam ${stamp}`;
  const name = `Reopened Student ${stamp}`;
  const admin = await staffSession(request, baseURL!);
  const { examId, groupId } = await liveExamOfItsOwn(request, baseURL!, admin, {
    title,
    group: `Reopen journey group ${stamp}`,
    duration: 30,
  });
  const sitter = await admittedStudent(request, baseURL!, admin, {
    name,
    sid: `R${stamp}`,
    groupIds: [groupId],
  });
  const session = await studentSession(request, baseURL!, sitter.phone, sitter.password);
  await sitExam(request, baseURL!, session, { examId, groupId }, () => ['Khulna']);

  // The controller reopens it from the student's result, with a reason, after a confirmation.
  await openStaffSignedIn(page, 'examcontroller', 'examcontroller1234', `/staff/results/${examId}`);
  await resultsTab(page, 'Results');
  await page.getByRole('button', { name, exact: true }).click();
  const drawer = page.getByRole('dialog', { name });
  await drawer.getByRole('button', { name: 'Reopen' }).click();
  const form = page.getByRole('dialog', { name: `Reopen the attempt of ${name}` });
  await form.getByLabel('Minutes from now').fill('20');
  await form.getByRole('button', { name: 'Reopen' }).click();
  await expect(form.getByText('Give a reason')).toBeVisible();
  await form.getByLabel('Reason').fill('Power cut at the exam centre');
  await form.getByRole('button', { name: 'Reopen' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `Reopen the attempt of ${name}?` });
  await expect(confirm).toContainText('may answer for 20 minutes from now');
  await expect(confirm).toContainText('leaves the merit list');
  await confirm.getByRole('button', { name: 'Reopen' }).click();
  await expect(toast(page, `Reopened: ${name} may answer again.`)).toBeVisible();

  // The student continues the exam and answers again.
  const phone = await studentApp(browser, baseURL!);
  try {
    await openSignedIn(phone.page, sitter.phone, sitter.password);
    await startAndAnswer(phone.page, title, 'Continue exam');
    await expect(phone.page.getByRole('timer')).toHaveText(/^00:(19|20):\d\d$/);
  } finally {
    await phone.context.close();
  }

  // The monitor says the attempt was reopened.
  await page.goto(`/staff/exam-day/${examId}`);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Reopened', {
    timeout: 30_000,
  });
  await expectAudited(request, baseURL!, {
    username: 'examcontroller',
    section: 'exam exceptions',
    action: 'reopenAttempt',
  });
});

test("standing extra time set on the student's drawer goes into the student's own schedule of an exam", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const title = `Standing time journey exam ${stamp}`;
  const name = `Standing Time Student ${stamp}`;
  const admin = await staffSession(request, baseURL!);
  const { groupId } = await liveExamOfItsOwn(request, baseURL!, admin, {
    title,
    group: `Standing time journey group ${stamp}`,
    duration: 30,
  });
  const sitter = await admittedStudent(request, baseURL!, admin, {
    name,
    sid: `S${stamp}`,
    groupIds: [groupId],
  });

  await openStaffSignedIn(page, 'moderator', 'moderator1234', '/staff/students');
  await page.getByLabel('Search students').fill(name);
  await page.getByLabel('Search students').press('Enter');
  await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name }).click();
  const drawer = page.getByRole('dialog', { name });
  await drawer.getByRole('button', { name: 'Standing extra time' }).click();
  const dialog = page.getByRole('dialog', { name: `Standing extra time for ${name}` });
  await dialog.getByLabel('Minutes').fill('20');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Standing extra time saved')).toBeVisible();
  await expect(drawer).toContainText('20 more minutes in every exam');

  // The student's exam list gives them the 20 minutes.
  const session = await studentSession(request, baseURL!, sitter.phone, sitter.password);
  const group = await apiCaller(request, baseURL!)<{
    exams: { examId: { title: string }; ownSchedule?: { extraMinutes: number } | null }[];
  }>('GET', `/group/${groupId}`, session);
  expect(group.exams.find((e) => e.examId.title === title)?.ownSchedule?.extraMinutes).toBe(20);
  await expectAudited(request, baseURL!, {
    username: 'moderator',
    section: 'exam exceptions',
    action: 'setStandingExtraTime',
  });
});
