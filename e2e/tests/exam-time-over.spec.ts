import type { APIRequestContext } from '@playwright/test';
import { startExam } from '../support/exam-paper';
import { expect, test } from '../support/fixtures';
import { openSignedIn } from '../support/signed-in';
import { admittedStudent, apiCaller, examOfItsOwn, staffSession } from '../support/staff-api';

/**
 * An exam of its own with an MCQ and a paragraph, `duration` minutes per student, open until `endsAt`
 * (the deadline of an attempt is whichever comes first), and a student to sit it.
 */
async function writtenExam(
  request: APIRequestContext,
  baseURL: string,
  title: string,
  duration: number,
  endsAt = Date.now() + 3_600_000,
) {
  const admin = await staffSession(request, baseURL);
  const call = apiCaller(request, baseURL);
  const { examId, groupId } = await examOfItsOwn(request, baseURL, admin, {
    title,
    group: `${title} group`,
    questions: [
      {
        type: 'MCQ',
        title: `${title}: capital of Bangladesh?`,
        options: ['Dhaka', 'Khulna'],
        answer: ['Dhaka'],
        point: 1,
      },
      { type: 'paragraph', title: `${title}: explain photosynthesis.`, point: 5 },
    ],
    exam: { shuffleOptions: false },
    endsAt,
    duration,
  });
  const student = await admittedStudent(request, baseURL, admin, {
    name: `${title} student`,
    sid: `TO-${crypto.randomUUID().slice(0, 8)}`,
    groupIds: [groupId],
  });
  /** The written answers the examiner gets for this exam. */
  const writtenAnswers = () =>
    call<{ studentId: string; answer: string[] }[]>('GET', `/staff/exams/${examId}/written-answers`, admin);
  return { admin, call, examId, student, writtenAnswers };
}

const typed = 'Plants turn light, water and carbon dioxide into sugar and oxygen.';

test('time over saves a written answer that was typed but not submitted, and the typed text survives a reload', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const title = 'Time over: typed answer';
  // The window closes 30 s from now, before the student's minute is up: the time runs out sooner than
  // the shortest duration (a minute) would let it.
  const endsAt = Date.now() + 30_000;
  const { student, writtenAnswers } = await writtenExam(page.request, baseURL!, title, 1, endsAt);
  await openSignedIn(page, student.phone, student.password);
  await expect(page).toHaveURL(/\/$/);
  await startExam(page, title);

  const mcq = page.getByRole('group', { name: 'Question 1', exact: true });
  await mcq.getByRole('radio', { name: 'Dhaka' }).check();
  await expect(mcq).toHaveAttribute('data-answer-state', 'saved');
  const box = page.getByRole('textbox', { name: 'Answer to question 2' });
  await box.fill(typed);

  // A reload before the time is over keeps the typed text on the phone.
  await page.reload();
  await expect(box).toHaveValue(typed);
  expect(await writtenAnswers()).toEqual([]);

  // The time runs out (in real time: with the page's clock moved on, the submit at OK raced the server's
  // own deadline and failed now and then): the typed text is saved as the answer and counts.
  const timeOver = page.getByRole('dialog', { name: 'Exam time is over!' });
  await expect(timeOver).toBeVisible({ timeout: Math.max(0, endsAt - Date.now()) + 15_000 });
  await expect(timeOver).toContainText('2/2 answered.');
  // Saved before the exam is submitted (the examiner's list holds submitted attempts only).
  await expect(page.getByRole('group', { name: 'Question 2', exact: true })).toHaveAttribute(
    'data-answer-state',
    'saved',
  );
  await timeOver.getByRole('button', { name: 'OK' }).click();
  // The submit goes through the phone's send queue; on a busy CI machine it can take longer than 10 s.
  await expect(page).toHaveURL(/\/exams$/, { timeout: 30_000 });
  expect((await writtenAnswers()).map((entry) => [entry.studentId, entry.answer])).toEqual([
    [student.id, [typed]],
  ]);
});

test('the final submit saves a written answer that was typed but not submitted, after saying so', async ({
  page,
  baseURL,
}) => {
  const title = 'Final submit: typed answer';
  const { student, writtenAnswers } = await writtenExam(page.request, baseURL!, title, 30);
  await openSignedIn(page, student.phone, student.password);
  await expect(page).toHaveURL(/\/$/);
  await startExam(page, title);

  // Only the typed text: the exam can still be submitted.
  await page.getByRole('textbox', { name: 'Answer to question 2' }).fill(typed);
  await page.getByRole('region', { name: 'Exam submission' }).getByRole('button', { name: 'Submit' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to submit the exam?' });
  await expect(confirm).toContainText(
    'Written answers you typed but did not submit (1) are submitted with the exam.',
  );
  await confirm.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/exams$/);
  expect((await writtenAnswers()).map((entry) => [entry.studentId, entry.answer])).toEqual([
    [student.id, [typed]],
  ]);
});

test('a student whose exam staff submitted is told so and leaves the paper', async ({ page, baseURL }) => {
  const title = 'Submitted by staff';
  const { admin, call, examId, student } = await writtenExam(page.request, baseURL!, title, 30);
  // The page's clock runs at real speed and can be moved on: the stopped countdown is checked at once.
  await page.clock.install();
  await openSignedIn(page, student.phone, student.password);
  await expect(page).toHaveURL(/\/$/);
  await startExam(page, title);
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/^00:(29|30):\d\d$/);

  await call('POST', `/staff/exams/${examId}/monitor/students/${student.id}/submit`, admin);

  // Told at once through the socket, without touching the paper: it closes with the reason and the
  // countdown stops (a save refused as submitted closes it the same way, when the socket is down).
  const dialog = page.getByRole('dialog', { name: 'Your exam has been submitted' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('submitted for you');
  const stopped = await timer.textContent();
  await page.clock.runFor(2_000);
  await expect(timer).toHaveText(stopped!);
  await expect(page.getByText('You cannot change the answer')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/exams$/);
});
