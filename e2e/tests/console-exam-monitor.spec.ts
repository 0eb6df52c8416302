import { expectAudited, studentApp } from '../support/console';
import { expect, test } from '../support/fixtures';
import { openSignedIn, openStaffSignedIn } from '../support/signed-in';
import {
  admittedStudent,
  apiCaller,
  examOfItsOwn,
  liveExamOfItsOwn,
  staffSession,
  studentInNewGroup,
  studentSession,
} from '../support/staff-api';
import { socketOnExamPage } from '../support/student-socket';

// Its own exam, group and student (made through the API), so no other journey's state changes.
test('the exam-day monitor follows a student answering, adds minutes to their countdown, and submits for them', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const title = `Monitor journey exam ${stamp}`;
  const groupName = `Monitor journey group ${stamp}`;
  const name = `Monitor Journey Student ${stamp}`;
  const admin = await staffSession(request, baseURL!);
  const { examId, groupId } = await liveExamOfItsOwn(request, baseURL!, admin, {
    title,
    group: groupName,
    duration: 30,
  });
  const sitter = await admittedStudent(request, baseURL!, admin, {
    name,
    sid: `M${stamp}`,
    groupIds: [groupId],
  });

  // The exam controller opens the exam from Exam day.
  await openStaffSignedIn(page, 'examcontroller', 'examcontroller1234', '/staff/questions');
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('menuitem', { name: 'Exam day' })
    .click();
  await page.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/exam-day/${examId}$`));
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  const card = page.getByRole('region', { name: `Group ${groupName}` });
  const figure = (label: string) => card.getByRole('group', { name: label });
  await expect(figure('Not started')).toHaveText(/^Not started\s*1$/);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Not started');

  // The student sits the exam on a phone in another browser.
  const student = await studentApp(browser, baseURL!);
  const phone = student.page;
  await openSignedIn(phone, sitter.phone, sitter.password);
  await expect(phone).toHaveURL(/\/$/);
  await phone.goto('/exams');
  await phone.getByRole('tab', { name: 'Live Exam' }).click();
  await phone.getByRole('article', { name: title }).getByRole('button', { name: 'Start Exam' }).click();
  await phone
    .getByRole('dialog', { name: 'Exam Instruction' })
    .getByRole('button', { name: 'Start Exam' })
    .click();
  const timer = phone.getByRole('timer');
  await expect(timer).toHaveText(/^00:(29|30):\d\d$/);
  await phone
    .getByRole('group', { name: 'Question 1', exact: true })
    .getByRole('radio', { name: 'Dhaka' })
    .check();
  await expect(phone.getByRole('group', { name: 'Question 1', exact: true })).toHaveAttribute(
    'data-answer-state',
    'saved',
  );

  // Live on the monitor, without a reload: answering, one answer saved.
  await expect(figure('Answering')).toHaveText(/^Answering\s*1$/);
  await expect(figure('Not started')).toHaveText(/^Not started\s*0$/);
  await expect(row).toContainText('Answering');
  await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();

  // Ten more minutes for this student: the phone's countdown grows at once.
  await row.getByRole('button', { name: 'Add minutes' }).click();
  const dialog = page.getByRole('dialog', { name: `Add minutes for ${name}` });
  await dialog.getByLabel('Minutes').fill('10');
  await dialog.getByRole('button', { name: 'Add minutes' }).click();
  await expect(page.getByText('10 minutes added for 1 student')).toBeVisible();
  await expect(timer).toHaveText(/^00:(39|40):\d\d$/);

  // Submitted for the student, after a confirmation.
  await row.getByRole('button', { name: 'Submit' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `Submit the exam for ${name}?` });
  await confirm.getByRole('button', { name: 'Submit for student' }).click();
  await expect(page.getByText(`Submitted for ${name}`)).toBeVisible();
  await expect(figure('Submitted')).toHaveText(/^Submitted\s*1$/);
  await expect(row).toContainText('Submitted');
  await student.context.close();

  await expectAudited(request, baseURL!, {
    username: 'examcontroller',
    section: 'exam day',
    action: 'extendTime',
  });
  await expectAudited(request, baseURL!, {
    username: 'examcontroller',
    section: 'exam day',
    action: 'submitForStudent',
  });
});

test('a student still sitting when their deadline passes is counted and shown as "Time over", with Submit but no more minutes', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const name = `Deadline Journey Student ${stamp}`;
  const admin = await staffSession(request, baseURL!);
  const call = apiCaller(request, baseURL!);
  const groupName = `Deadline journey group ${stamp}`;
  const { student: sitter, groupId } = await studentInNewGroup(request, baseURL!, admin, {
    group: groupName,
    name,
    sid: `T${stamp}`,
  });
  // The window's end is the student's deadline; the server submits only after its offline grace.
  const endsAt = Date.now() + 20_000;
  const { examId } = await examOfItsOwn(request, baseURL!, admin, {
    title: `Deadline journey exam ${stamp}`,
    groupId,
    questions: [
      {
        type: 'MCQ',
        title: 'Capital of Bangladesh?',
        options: ['Dhaka', 'Khulna'],
        answer: ['Dhaka'],
        point: 1,
      },
    ],
    endsAt,
    duration: 30,
  });
  const session = await studentSession(request, baseURL!, sitter.phone, sitter.password);
  await call('PATCH', `/exam/start/${examId}/group-id/${groupId}`, session);
  // The student stays on the exam page (answering, however long the console takes to open).
  const examPage = await socketOnExamPage(baseURL!, session, examId);

  await openStaffSignedIn(page, 'examcontroller', 'examcontroller1234', `/staff/exam-day/${examId}`);
  const row = page.getByRole('row', { name: new RegExp(name) });
  const state = (label: string) => row.getByRole('cell', { name: label, exact: true });
  await expect(state('Answering')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Add minutes' })).toBeVisible();

  // Past the deadline, without a reload: the server still counts the attempt as answering.
  await expect(state('Time over')).toBeVisible({ timeout: Math.max(0, endsAt - Date.now()) + 10_000 });
  await expect(state('Answering')).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Add minutes' })).toHaveCount(0);
  await row.getByRole('button', { name: 'Submit' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: `Submit the exam for ${name}?` })
    .getByRole('button', { name: 'Submit for student' })
    .click();
  await expect(state('Submitted')).toBeVisible();
  examPage.disconnect();
});

test('once its results are published the monitor says so rather than Live, and offers no more minutes', async ({
  page,
  request,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const title = `Published monitor exam ${stamp}`;
  const name = `Published Monitor Student ${stamp}`;
  const admin = await staffSession(request, baseURL!);
  const call = apiCaller(request, baseURL!);
  const { examId, groupId } = await liveExamOfItsOwn(request, baseURL!, admin, {
    title,
    group: `Published monitor group ${stamp}`,
    duration: 30,
  });
  const sitter = await admittedStudent(request, baseURL!, admin, {
    name,
    sid: `P${stamp}`,
    groupIds: [groupId],
  });
  // The student sits it, the window closes, the results are published.
  const session = await studentSession(request, baseURL!, sitter.phone, sitter.password);
  await call('PATCH', `/exam/start/${examId}/group-id/${groupId}`, session);
  await call('PATCH', `/exam/submit/${examId}/group/${groupId}`, session);
  await call('PATCH', `/staff/exams/${examId}/assignments/${groupId}`, admin, {
    endsAt: new Date(Date.now() - 1_000).toISOString(),
  });
  await call('POST', `/staff/exams/${examId}/publish`, admin, { groupId });

  await openStaffSignedIn(page, 'examcontroller', 'examcontroller1234', `/staff/exam-day/${examId}`);
  await expect(page.getByRole('heading', { name: new RegExp(title) })).toContainText('Results published');
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Submitted');
  await expect(page.getByText('Live', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add minutes for everyone' })).toHaveCount(0);
});
