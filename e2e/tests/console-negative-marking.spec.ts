import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { choose } from '../support/antd-select';
import { signInStaff, studentApp } from '../support/console';
import { signIn, test } from '../support/fixtures';
import { admittedStudent, apiCaller, examOfItsOwn, staffSession, studentSession } from '../support/staff-api';

const OWN = 'Two and two (own negative marks)';
const PLAIN = 'Capital of Bangladesh?';

test('the negative marking the editor sets is what the result page and the merit CSV show; the absent are listed as Absent', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const call = apiCaller(request, baseURL!);
  const admin = await staffSession(request, baseURL!);
  // A practice exam (results at once) of two 2-mark questions, the first with its own negative marks
  // in the bank; made with no negative marking.
  const w = await examOfItsOwn(request, baseURL!, admin, {
    title: `Negative marking ${stamp}`,
    group: `Negative ${stamp}`,
    questions: [
      { type: 'MCQ', title: OWN, options: ['3', '4', '5'], answer: ['4'], point: 2, negativeMark: 0.7 },
      { type: 'MCQ', title: PLAIN, options: ['Dhaka', 'Khulna'], answer: ['Dhaka'], point: 2, tags: [stamp] },
    ],
    exam: { isPracticeExam: true, shuffleOptions: false, negativeMarking: 'none' },
    duration: 30,
  });
  const names = { sitter: `Sitter ${stamp}`, absent: `Away ${stamp}` };
  const sitter = await admittedStudent(request, baseURL!, admin, {
    name: names.sitter,
    sid: `N${stamp}1`,
    groupIds: [w.groupId],
  });
  await admittedStudent(request, baseURL!, admin, {
    name: names.absent,
    sid: `N${stamp}2`,
    groupIds: [w.groupId],
  });

  // The exam controller sets a quarter of each question's marks in the editor.
  await signInStaff(page, 'examcontroller', 'examcontroller1234');
  await page.goto(`/staff/exams?exam=${w.examId}&step=0`);
  const marking = page.getByRole('radiogroup', { name: 'Negative marking' });
  await expect(marking.getByRole('radio', { name: 'None: a wrong answer loses nothing' })).toBeChecked();
  await marking.getByRole('radio', { name: "A fraction of each question's marks" }).check();
  await page.getByLabel('Fraction taken off', { exact: true }).fill('0.25');
  await expect(
    page.getByText('0.25 takes a quarter: a wrong answer to a 2-mark question loses 0.5.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save exam' }).click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: 'Exam saved' })).toBeVisible();

  // The student sits it: the question with its own 0.7 answered wrongly, the other right.
  const session = await studentSession(request, baseURL!, sitter.phone, sitter.password);
  const paper = await call<{ questions: { _id: string; title: string }[] }>(
    'GET',
    `/exam/id/${w.examId}/groupId/${w.groupId}`,
    session,
  );
  for (const q of paper.questions)
    await call('PATCH', `/exam/add-answer/${w.examId}/group/${w.groupId}?isLive=true`, session, {
      questionId: q._id,
      answer: q.title === OWN ? ['3'] : ['Dhaka'],
      timestamp: Date.now(),
      extra: [],
    });
  await call('PATCH', `/exam/submit/${w.examId}/group/${w.groupId}`, session);

  // The result page takes what the editor promised: a quarter of 2 marks, not the question's own 0.7.
  const student = await studentApp(browser, baseURL!);
  try {
    await signIn(student.page, sitter.phone, sitter.password);
    await expect(student.page).not.toHaveURL(/\/login/);
    await student.page.goto(`/result/${w.examId}/${w.groupId}`);
    await expect(student.page.getByLabel('Total marks')).toHaveText('1.50 / 4.00');
    const negative = student.page
      .locator('.ant-statistic')
      .filter({ has: student.page.getByText('Negative Marks', { exact: true }) });
    await expect(negative).toContainText('0.50');
  } finally {
    await student.context.close();
  }

  // The results page: the result, and the student who never started, as Absent.
  await page.goto(`/staff/results/${w.examId}`);
  await expect(page.locator('.ant-statistic').filter({ hasText: 'Absent' })).toContainText('1');
  await page.getByRole('tab', { name: 'Results' }).click();
  await expect(page.getByRole('row').filter({ hasText: names.sitter })).toContainText('1.5 / 4');
  const absentRow = page.getByRole('row').filter({ hasText: names.absent });
  await expect(absentRow).toContainText('Absent');
  await choose(page, page.locator('section[aria-labelledby="results-title"]'), 'State', 'Absent');
  await expect(page.getByRole('row').filter({ hasText: stamp })).toHaveCount(1);
  await expect(absentRow).toBeVisible();

  // The merit CSV, downloaded in the console: the same marks, and the absent student without a position.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Merit list CSV' }).click();
  const lines = (await readFile((await (await download).path())!, 'utf8')).trim().split(/\r?\n/);
  const columns = lines[0]!.split(',');
  const rowOf = (name: string) => lines.find((l) => l.includes(name))!.split(',');
  const cell = (row: string[], column: string) => row[columns.indexOf(column)];
  const sat = rowOf(names.sitter);
  expect([cell(sat, 'Merit Position'), cell(sat, 'Marks Obtained'), cell(sat, 'Negative Marks')]).toEqual([
    '1',
    '1.5',
    '0.5',
  ]);
  expect(['Correct', 'Partly Correct', 'Incorrect', 'Skipped'].map((c) => cell(sat, c))).toEqual([
    '1',
    '0',
    '1',
    '0',
  ]);
  const away = rowOf(names.absent);
  expect([cell(away, 'Merit Position'), cell(away, 'Roll'), cell(away, 'Result')]).toEqual([
    '',
    `N${stamp}2`,
    'Absent',
  ]);

  // The printable merit list: the result with its position, then the absent student as in the CSV.
  await page.getByRole('button', { name: 'Print merit list' }).click();
  const printable = page.getByRole('dialog', { name: 'Merit list' });
  const printed = (name: string) => printable.getByRole('row').filter({ hasText: name }).getByRole('cell');
  await expect(printed(names.sitter).first()).toHaveText('1');
  await expect(printed(names.absent)).toHaveText([
    '',
    names.absent,
    `N${stamp}2`,
    '–', // sat neither on paper nor online
    `Negative ${stamp}`,
    '',
    '',
    'Absent',
  ]);
  await printable.getByRole('button', { name: 'Close' }).click();

  // Cut marks on the group's schedule take a mark off the result: the schedule form shows what that
  // changes and asks before saving; the results tab then shows the new marks.
  await page.goto(`/staff/exams?exam=${w.examId}&step=3`);
  await page
    .getByRole('row')
    .filter({ hasText: `Negative ${stamp}` })
    .getByRole('button', { name: 'Change' })
    .click();
  const schedule = page.getByRole('dialog', { name: 'Change the schedule' });
  await schedule.getByLabel('Cut marks').fill('1');
  await schedule.getByRole('button', { name: 'Save schedule' }).click();
  const rescoring = page.getByRole('dialog', { name: 'Re-score the results?' });
  await expect(rescoring.getByTestId('rescore-impact')).toContainText('1 result of 1 will change.');
  await rescoring.getByRole('button', { name: 'Save and re-score' }).click();
  await expect(schedule).toBeHidden();
  await page.goto(`/staff/results/${w.examId}`);
  await page.getByRole('tab', { name: 'Results' }).click();
  await expect(page.getByRole('row').filter({ hasText: names.sitter })).toContainText('0.5 / 4', {
    timeout: 30_000,
  });

  // The bank question's key changes: the editor shows what it does to this exam's results and asks.
  await page.goto('/staff/questions');
  await page.getByLabel('Tag filter').fill(stamp);
  await page.getByLabel('Tag filter').press('Enter');
  // Other journeys' questions have the same text: wait for the filtered list (only this journey's
  // question carries its tag) before choosing the row.
  await expect(page.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await page.getByRole('row').filter({ hasText: PLAIN }).getByRole('button', { name: 'Edit' }).click();
  const editor = page.getByRole('dialog', { name: /^Edit question/ });
  await editor.getByRole('checkbox', { name: 'Option B correct' }).check();
  await editor.getByRole('checkbox', { name: 'Option A correct' }).uncheck();
  await editor.getByRole('button', { name: 'Save question' }).click();
  const asking = page.getByRole('dialog', { name: 'Re-score the results?' });
  const impact = asking.getByRole('region', { name: `Negative marking ${stamp}` });
  await expect(impact).toContainText('1 result of 1 will change.');
  await expect(impact).toContainText('1 student with a published result will be told.');
  await asking.getByRole('button', { name: 'Save and re-score' }).click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: 'Question saved' })).toBeVisible();

  // Scored again by the job: the results tab shows the new marks (a quarter of 2 lost twice; the cut
  // mark takes nothing from a result below zero).
  await page.goto(`/staff/results/${w.examId}`);
  await page.getByRole('tab', { name: 'Results' }).click();
  await expect(page.getByRole('row').filter({ hasText: names.sitter })).toContainText('-1 / 4', {
    timeout: 30_000,
  });
});
