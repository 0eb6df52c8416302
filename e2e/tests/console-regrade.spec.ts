import { type APIRequestContext, expect } from '@playwright/test';
import { studentApp, resultsTab as tab } from '../support/console';
import { test } from '../support/fixtures';
import { openSignedIn, openStaffSignedIn } from '../support/signed-in';
import { admittedStudent, apiCaller, sitExam, staffSession, studentSession } from '../support/staff-api';

const WRONG = 'What is 3 + 3?';
const LETTER = 'Which letter comes first?';

/**
 * The journey's own exam, made through the API: a live exam whose first question (1 mark) carries a
 * wrong key ('7' for 3 + 3), the second (2 marks) the right one, sat by two strong students (6, 'a')
 * and one weak student ('7', 'b'); its window closed and its results published, so everyone whose
 * result changes is told.
 */
async function publishedExam(request: APIRequestContext, baseURL: string, stamp: string) {
  const call = apiCaller(request, baseURL);
  const admin = await staffSession(request, baseURL);
  const group = await call<{ _id: string }>('POST', '/staff/groups', admin, { name: `Regrade ${stamp}` });
  const question = async (body: Record<string, unknown>) =>
    (await call<{ _id: string }>('POST', '/staff/questions', admin, body))._id;
  const ids = [
    await question({ type: 'MCQ', title: WRONG, options: ['5', '6', '7'], answer: ['7'], point: 1 }),
    await question({ type: 'MCQ', title: LETTER, options: ['a', 'b', 'c'], answer: ['a'], point: 2 }),
  ];
  const exam = await call<{ _id: string }>('POST', '/staff/exams', admin, {
    title: `Regrade journey ${stamp}`,
    questions: ids.map((questionId) => ({ questionId })),
    negativeMarkPerQuestion: 0.25,
    passMark: 40,
    shuffleOptions: false,
  });
  const now = Date.now();
  await call('POST', `/staff/exams/${exam._id}/assignments`, admin, {
    groupId: group._id,
    startsAt: new Date(now - 60_000).toISOString(),
    endsAt: new Date(now + 3_600_000).toISOString(),
    duration: 30,
  });
  const w = { examId: exam._id, groupId: group._id };
  const students: { phone: string; password: string; name: string }[] = [];
  for (const [i, strong] of [true, true, false].entries()) {
    const name = `${strong ? 'Strong' : 'Weak'} ${stamp} ${i}`;
    const s = await admittedStudent(request, baseURL, admin, {
      name,
      sid: `G${stamp}${i}`,
      groupIds: [group._id],
    });
    const session = await studentSession(request, baseURL, s.phone, s.password);
    await sitExam(request, baseURL, session, w, (q) =>
      q.title === WRONG ? [strong ? '6' : '7'] : [strong ? 'a' : 'b'],
    );
    students.push({ ...s, name });
  }
  await call('PATCH', `/staff/exams/${w.examId}/assignments/${w.groupId}`, admin, {
    endsAt: new Date(Date.now() - 1_000).toISOString(),
  });
  await call('POST', `/staff/exams/${w.examId}/publish`, admin, { scope: 'exam' });
  return { ...w, students };
}

test('a regrade names the students who change before it is applied; a voided question, previewed, shows as voided', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const w = await publishedExam(request, baseURL!, stamp);
  const [strong, , weak] = w.students;

  await openStaffSignedIn(page, 'examcontroller', 'examcontroller1234', `/staff/results/${w.examId}`);
  await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible();

  // The key fix is previewed: every changed student by name, marks before and after.
  await tab(page, 'Item analysis');
  const wrongRow = page.getByRole('row').filter({ hasText: WRONG });
  await wrongRow.getByRole('button', { name: 'Fix answer key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fix answer key' });
  await dialog.getByRole('radio', { name: '6' }).check();
  await dialog.getByRole('button', { name: 'Save key and re-score' }).click();
  const impact = page.getByRole('dialog', { name: 'Re-score the results?' });
  await expect(impact).toContainText('3 results of 3 will change.');
  const changed = impact.getByTestId('changed-results');
  await expect(changed.locator('tbody tr')).toHaveCount(3);
  // strong: 6 counted wrong (-0.25) + 2 -> 3 of 3; weak: 7 right (1) - 0.5 -> -0.25 - 0.5
  await expect(changed.getByRole('row').filter({ hasText: strong!.name })).toContainText('1.75/3 → 3/3');
  await expect(changed.getByRole('row').filter({ hasText: weak!.name })).toContainText('0.5/3 → -0.75/3');
  await impact.getByRole('button', { name: 'Save and re-score' }).click();
  await expect(dialog.getByText('Every attempt was scored again with the new key.')).toBeVisible({
    timeout: 30_000,
  });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(wrongRow).toContainText('key corrected');

  // The student, on a phone, sees the new marks.
  const student = await studentApp(browser, baseURL!);
  try {
    await openSignedIn(student.page, strong!.phone, strong!.password);
    await expect(student.page).not.toHaveURL(/\/login/);
    await student.page.goto(`/result/${w.examId}/${w.groupId}`);
    await expect(student.page.getByLabel('Total marks')).toHaveText('3.00 / 3.00');

    // Voiding the second question (dropped from the total), previewed as a key fix is.
    const letterRow = page.getByRole('row').filter({ hasText: LETTER });
    await letterRow.getByRole('button', { name: 'Void question' }).click();
    const voiding = page.getByRole('dialog', { name: 'Void question' });
    await voiding.getByRole('radio', { name: /Drop it from the total/ }).check();
    await voiding.getByRole('button', { name: 'Save and re-score' }).click();
    const voidImpact = page.getByRole('dialog', { name: 'Re-score the results?' });
    await expect(voidImpact).toContainText('3 results of 3 will change.');
    const voidChanged = voidImpact.getByTestId('changed-results');
    await expect(voidChanged.getByRole('row').filter({ hasText: strong!.name })).toContainText('3/3 → 1/1');
    await expect(voidChanged.getByRole('row').filter({ hasText: weak!.name })).toContainText(
      '-0.75/3 → -0.25/1',
    );
    await voidImpact.getByRole('button', { name: 'Save and re-score' }).click();
    await expect(voiding.getByText('Every attempt was scored again.')).toBeVisible({ timeout: 30_000 });
    await voiding.getByRole('button', { name: 'Done' }).click();
    await expect(letterRow.getByTestId('voided-question')).toHaveText('Voided: dropped from the total');

    // The student's result: the smaller total, the question shown as voided rather than right or wrong.
    await student.page.reload();
    await expect(student.page.getByLabel('Total marks')).toHaveText('1.00 / 1.00');
    const voided = student.page.getByRole('group', { name: 'Result of question 2' });
    await expect(voided.getByTestId('voided-question')).toHaveText('Voided: not counted in the total');
  } finally {
    await student.context.close();
  }
});
