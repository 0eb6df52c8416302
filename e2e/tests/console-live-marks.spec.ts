import { expect, type Page } from '@playwright/test';
import { signInStaff, studentApp } from '../support/console';
import { signIn, test } from '../support/fixtures';
import {
  admittedStudent,
  apiCaller,
  examOfItsOwn,
  liveExamOfItsOwn,
  staffSession,
  studentSession,
} from '../support/staff-api';

/** The session the student app signed in with. */
const sessionOf = async (page: Page) => (await page.evaluate(() => localStorage.getItem('sessionId')))!;

// Screens follow what happens elsewhere without a reload: marks after a re-score, and the monitor's
// Offline after a student's connection goes. Each journey has its own exam, group and student.

test('a key fixed after publishing: the open Results tab and the student’s open result page show the new marks without a reload', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const call = apiCaller(request, baseURL!);
  const admin = await staffSession(request, baseURL!);
  const groupId = (await call<{ _id: string }>('POST', '/staff/groups', admin, { name: `Marks ${stamp}` }))
    ._id;
  const name = `Live Marks Student ${stamp}`;
  const sitter = await admittedStudent(request, baseURL!, admin, {
    name,
    sid: `L${stamp}`,
    groupIds: [groupId],
  });
  // 2 + 2 keyed as 5: the student's right answer counts wrong until the key is fixed.
  const { examId, questionIds } = await examOfItsOwn(request, baseURL!, admin, {
    title: `Live marks exam ${stamp}`,
    groupId,
    questions: [
      { type: 'MCQ', title: 'What is 2 + 2?', options: ['3', '4', '5'], answer: ['5'], point: 1 },
      {
        type: 'MCQ',
        title: 'Capital of Bangladesh?',
        options: ['Dhaka', 'Khulna'],
        answer: ['Dhaka'],
        point: 1,
      },
    ],
    exam: { shuffleOptions: false },
    endsAt: Date.now() + 3_600_000,
    duration: 30,
  });
  const session = await studentSession(request, baseURL!, sitter.phone, sitter.password);
  const paper = await call<{ questions: { _id: string; title: string }[] }>(
    'GET',
    `/exam/id/${examId}/groupId/${groupId}`,
    session,
  );
  for (const q of paper.questions)
    await call('PATCH', `/exam/add-answer/${examId}/group/${groupId}?isLive=true`, session, {
      questionId: q._id,
      answer: [q.title === 'What is 2 + 2?' ? '4' : 'Dhaka'],
      timestamp: Date.now(),
      extra: [],
    });
  await call('PATCH', `/exam/submit/${examId}/group/${groupId}`, session);
  await call('PATCH', `/staff/exams/${examId}/assignments/${groupId}`, admin, {
    endsAt: new Date(Date.now() - 1_000).toISOString(),
  });
  await call('POST', `/staff/exams/${examId}/publish`, admin, { groupId });

  // The exam controller has the Results tab open; the student has their result open on a phone.
  await signInStaff(page, 'examcontroller', 'examcontroller1234');
  await page.goto(`/staff/results/${examId}`);
  await page.getByRole('tab', { name: 'Results' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('1 / 2');
  const student = await studentApp(browser, baseURL!);
  try {
    await signIn(student.page, sitter.phone, sitter.password);
    await expect(student.page).not.toHaveURL(/\/login/);
    await student.page.goto(`/result/${examId}/${groupId}`);
    const total = student.page.getByLabel('Total marks');
    await expect(total).toHaveText('1.00 / 2.00');

    // Another staff member fixes the key (not through this page): the re-score job runs on the server.
    await call('PUT', `/staff/exams/${examId}/questions/${questionIds[0]}/key`, admin, {
      answer: ['4'],
      // results are published: the re-score is confirmed
      confirmRescore: true,
    });
    await expect(row).toContainText('2 / 2', { timeout: 30_000 });
    await expect(total).toHaveText('2.00 / 2.00', { timeout: 30_000 });
  } finally {
    await student.context.close();
  }
});

test('the monitor shows a student on the exam page as Answering, and Offline within 30 seconds of the page going, with the last save beside it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const title = `Presence journey exam ${stamp}`;
  const name = `Presence Journey Student ${stamp}`;
  const call = apiCaller(request, baseURL!);
  const admin = await staffSession(request, baseURL!);
  const { examId, groupId } = await liveExamOfItsOwn(request, baseURL!, admin, {
    title,
    group: `Presence journey group ${stamp}`,
    duration: 30,
  });
  const sitter = await admittedStudent(request, baseURL!, admin, {
    name,
    sid: `P${stamp}`,
    groupIds: [groupId],
  });

  // The student opens the exam on a phone and answers once.
  const student = await studentApp(browser, baseURL!);
  const phone = student.page;
  await signIn(phone, sitter.phone, sitter.password);
  await expect(phone).not.toHaveURL(/\/login/);
  await call('PATCH', `/exam/start/${examId}/group-id/${groupId}`, await sessionOf(phone));
  await phone.goto(`/live-exam/${examId}/${groupId}`);
  const question = phone.getByRole('group', { name: 'Question 1', exact: true });
  await question.getByRole('radio', { name: 'Dhaka' }).check();
  await expect(question).toHaveAttribute('data-answer-state', 'saved');

  await signInStaff(page, 'examcontroller', 'examcontroller1234');
  await page.goto(`/staff/exam-day/${examId}`);
  const row = page.getByRole('row', { name: new RegExp(name) });
  const state = (label: string) => row.getByRole('cell', { name: label, exact: true });
  // A busy machine may take a while to open the console; the student is on the page all along.
  await expect(state('Answering')).toBeVisible({ timeout: 30_000 });
  const headers = (await page.getByRole('columnheader').allTextContents()).map((h) => h.trim());
  const lastSave = row.getByRole('cell').nth(headers.indexOf('Last save'));
  await expect(lastSave).toHaveText(/\d{1,2}:\d{2}/);
  const savedAt = await lastSave.textContent();

  // The phone's page goes (its connection with it): Offline within 30 seconds, without a reload.
  const gone = Date.now();
  await phone.close();
  await expect(state('Offline')).toBeVisible({ timeout: 30_000 });
  expect(Date.now() - gone).toBeLessThan(30_000);
  await expect(lastSave).toHaveText(savedAt!);
  await student.context.close();
});
