import { expect } from '@playwright/test';
import { resultRow, resultsTab } from '../support/console';
import { test } from '../support/fixtures';
import { openStaffSignedIn } from '../support/signed-in';
import { admittedStudent, examOfItsOwn, sitExam, staffSession, studentSession } from '../support/staff-api';

test("an exam controller overrides one answer's marks with a reason and the student's total follows", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const admin = await staffSession(request, baseURL!);
  // one MCQ worth 2; a wrong answer loses a quarter of it
  const w = await examOfItsOwn(request, baseURL!, admin, {
    title: `Override journey ${stamp}`,
    group: `Override group ${stamp}`,
    questions: [
      {
        type: 'MCQ',
        title: `Which is the largest? ${stamp}`,
        options: ['Sun', 'Moon'],
        answer: ['Sun'],
        point: 2,
      },
    ],
    exam: { negativeMarkPerQuestion: 0.25 },
    endsAt: Date.now() + 3_600_000,
    duration: 30,
  });
  const name = `Student ${stamp}`;
  const s = await admittedStudent(request, baseURL!, admin, {
    name,
    sid: `O${stamp}`,
    groupIds: [w.groupId],
  });
  const session = await studentSession(request, baseURL!, s.phone, s.password);
  await sitExam(request, baseURL!, session, w, () => ['Moon']);

  await openStaffSignedIn(page, 'examcontroller', 'examcontroller1234', `/staff/results/${w.examId}`);
  await resultsTab(page, 'Results');
  await expect(resultRow(page, name)).toContainText('-0.5 / 2');
  await resultRow(page, name).getByRole('button', { name }).click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: name });
  await drawer.getByRole('button', { name: 'Override marks' }).click();
  const dialog = page.getByRole('dialog', { name: 'Override marks' });
  await dialog.getByLabel('Marks (out of 2)').fill('1.5');
  await dialog.getByLabel('Reason').fill(`Both readings fit ${stamp}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await expect(drawer.locator('.ant-descriptions-row').first()).toContainText('1.5 / 2');
  await expect(drawer).toContainText('Overridden');
  await expect(drawer).toContainText(`Both readings fit ${stamp} (Kamal Exam Controller,`);
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(resultRow(page, name)).toContainText('1.5 / 2');
});
