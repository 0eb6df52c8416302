import type { Page } from '@playwright/test';
import { studentApp } from '../support/console';
import { expect, test, toast } from '../support/fixtures';
import { openSignedIn, openStaffSignedIn } from '../support/signed-in';
import { apiCaller, staffSession, studentInNewGroup } from '../support/staff-api';

/** A date and time as a `datetime-local` input takes it, in the browser's (and this runner's) zone. */
function localInput(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** Picks an option of an antd select by typing part of its label (a multiple select's list is closed after). */
async function choose(page: Page, label: string, text: string, multiple = false) {
  const select = page.getByLabel(label, { exact: true });
  await select.click();
  await select.fill(text);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: text })
    .first()
    .click();
  if (multiple) await page.keyboard.press('Escape');
}

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('an exam controller builds a segmented live exam from the bank, gives it to a group, previews it on a phone, and the group’s student sees it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const admin = await staffSession(request, baseURL!);
  const api = apiCaller(request, baseURL!);
  // A fresh course, subjects, questions, group and student: the demo institute stays as other journeys expect.
  const course = await api<{ _id: string }>('POST', '/staff/courses', admin, { name: `Exams ${stamp}` });
  const subject = async (name: string) =>
    (await api<{ _id: string }>('POST', '/staff/subjects', admin, { courseId: course._id, name }))._id;
  const algebra = await subject(`Algebra ${stamp}`);
  const optics = await subject(`Optics ${stamp}`);
  const question = (title: string, subjectId: string) =>
    api('POST', '/staff/questions', admin, {
      type: 'MCQ',
      title: `${title} ${stamp}`,
      options: ['2', '4', '8'],
      answer: ['4'],
      subjectId,
      point: 1,
    });
  await question('Solve $x^2 = 16$ for positive x', algebra);
  await question('Two plus two', algebra);
  await question('Focal length of a plane mirror', optics);
  const { student } = await studentInNewGroup(request, baseURL!, admin, {
    group: `Exams group ${stamp}`,
    name: `Exam Builder Student ${stamp}`,
    sid: `EB${stamp}`,
  });
  const title = `Segmented live ${stamp}`;

  await page.setViewportSize({ width: 768, height: 1024 });
  await openStaffSignedIn(page, 'examcontroller', 'examcontroller1234', '/staff/exams');
  await expect(page.getByRole('heading', { name: 'Exams', level: 3 })).toBeVisible();
  await expect(page.getByText(/\d+ exams/)).toBeVisible();
  expect(await sideways(page)).toBe(false);

  // Settings.
  await page.getByRole('button', { name: 'New exam' }).click();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Segmented exam').check();
  await page
    .getByRole('radiogroup', { name: 'Negative marking' })
    .getByRole('radio', { name: "A fraction of each question's marks" })
    .check();
  await page.getByLabel('Fraction taken off').fill('0.25');
  // Saving before the subjects are chosen is not sent: the editor says what is missing, in its words.
  await page.getByRole('button', { name: 'Save exam' }).click();
  await expect(
    toast(page, 'Finish the subjects first: the exam is saved once they match its questions.'),
  ).toBeVisible();
  await expect(page.getByText('Choose the subjects of the segmented exam.')).toBeVisible();

  // Subjects: Algebra for everyone, Optics to choose.
  await choose(page, 'Mandatory subjects', `Algebra ${stamp}`, true);
  await choose(page, 'Optional subjects', `Optics ${stamp}`, true);
  await page.getByLabel('Subjects a student sits').fill('2');
  await page.getByLabel('Questions a student sits').fill('3');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // Questions from the bank, searched on the server.
  const bank = page.getByRole('region', { name: 'Question bank' });
  await bank.getByLabel('Search the bank').fill(stamp);
  await bank.getByLabel('Search the bank').press('Enter');
  await expect(bank.getByRole('row').getByRole('button', { name: /^Add / })).toHaveCount(3);
  // Before all are on the paper, the subjects' rules say what is missing.
  await bank.getByRole('button', { name: /^Add Focal/ }).click();
  await expect(page.getByText('Questions a student sits is 3, but the subjects hold only 1.')).toBeVisible();
  await bank.getByRole('button', { name: /^Add Two plus/ }).click();
  await bank.getByRole('button', { name: /^Add Solve/ }).click();
  await expect(page.getByText('3 questions · 3 marks')).toBeVisible();
  await expect(page.getByRole('list', { name: `Algebra ${stamp}` }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('list', { name: `Optics ${stamp}` }).getByRole('listitem')).toHaveCount(1);
  // The LaTeX is rendered as the student app renders it.
  await expect(
    page
      .getByRole('list', { name: `Algebra ${stamp}` })
      .locator('.katex')
      .first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save exam' }).click();
  await expect(toast(page, 'Exam saved')).toBeVisible();
  await expect(page).toHaveURL(/\?exam=[\w-]{36}&step=2$/);
  const examId = new URL(page.url()).searchParams.get('exam')!;

  // Groups and schedule: open since a minute ago for two hours, 30 minutes each.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Give to a group' }).click();
  const dialog = page.getByRole('dialog', { name: 'Give the exam to a group' });
  await choose(page, 'Group', `Exams group ${stamp}`);
  const now = Date.now();
  await dialog.getByLabel('Opens').fill(localInput(new Date(now - 60_000)));
  await dialog.getByLabel('Closes').fill(localInput(new Date(now - 120_000)));
  await dialog.getByLabel('Duration').fill('30');
  await dialog.getByRole('button', { name: 'Give to group' }).click();
  await expect(dialog.getByText('It must close after it opens')).toBeVisible();
  await dialog.getByLabel('Closes').fill(localInput(new Date(now + 2 * 3_600_000)));
  await dialog.getByRole('button', { name: 'Give to group' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: `Exams group ${stamp}` })).toContainText('30');

  // The preview: the student app itself in a phone-wide frame.
  await page.getByRole('button', { name: 'Preview as a student' }).click();
  const frame = page.frameLocator('iframe[title="Student view"]');
  await expect(page.locator('iframe[title="Student view"]')).toHaveAttribute('width', '360');
  await expect(frame.getByRole('heading', { name: title })).toBeVisible();
  await expect(frame.getByRole('group', { name: /^Question \d$/ })).toHaveCount(3);
  await expect(frame.getByText(`Two plus two ${stamp}`)).toBeVisible();
  await expect(frame.getByRole('timer', { name: 'Time left' })).toContainText(/2\d:\d\d|30:00/);
  // The controller can answer as a student would (nothing is saved): the choice shows and is counted.
  const twoPlusTwo = frame
    .getByRole('group', { name: /^Question \d$/ })
    .filter({ hasText: `Two plus two ${stamp}` });
  await twoPlusTwo.getByRole('radio', { name: '4' }).check();
  await expect(twoPlusTwo.getByRole('radio', { name: '4' })).toBeChecked();
  await expect(frame.getByRole('region', { name: 'Exam submission' })).toContainText('1/3 answered');
  // At phone width nothing runs off the side.
  const preview = page.frames().find((f) => f.url().includes('/exam-preview/'))!;
  expect(await preview.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: 'Close' }).click();

  // The list shows it running, with its monitor and results.
  await page.getByRole('button', { name: '← All exams' }).click();
  await page.getByLabel('Search exams').fill(stamp);
  await page.getByLabel('Search exams').press('Enter');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Running');
  await expect(row).toContainText('Segmented');
  // Its questions' subjects, in the paper's order (the mandatory section's first).
  await expect(row.locator('.ant-tag').filter({ hasText: stamp })).toHaveText([
    `Algebra ${stamp}`,
    `Optics ${stamp}`,
  ]);
  await expect(row.getByRole('link', { name: 'Monitor' })).toHaveAttribute(
    'href',
    `/staff/exam-day/${examId}`,
  );
  await expect(row.getByRole('link', { name: 'Results' })).toHaveAttribute(
    'href',
    `/staff/results/${examId}`,
  );

  // The group's student sees it among the live exams.
  const phone = await studentApp(browser, baseURL!);
  try {
    await openSignedIn(phone.page, student.phone, student.password);
    await expect(phone.bell).toBeVisible();
    await phone.page.goto('/exams');
    await phone.page.getByRole('tab', { name: 'Live Exam' }).click();
    await expect(phone.page.getByRole('article', { name: title })).toBeVisible();
  } finally {
    await phone.context.close();
  }
});

test('the exam editor refuses out-of-range settings without changing them, draws bank chemistry, and a double-click on Save exam saves one exam', async ({
  page,
  request,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const admin = await staffSession(request, baseURL!);
  const api = apiCaller(request, baseURL!);
  // Chemistry written without $...$, as the demo bank has it.
  await api('POST', '/staff/questions', admin, {
    type: 'MCQ',
    title: `Gas from zinc and dilute \\ce{HCl} ${stamp}`,
    options: ['\\ce{H2}', '\\ce{O2}'],
    answer: ['\\ce{H2}'],
    point: 1,
  });
  const created: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/staff/exams') created.push(r.url());
  });

  await openStaffSignedIn(page, 'examcontroller', 'examcontroller1234', '/staff/exams');
  await page.getByRole('button', { name: 'New exam' }).click();
  // Every field is found by its visible label, which names its input (or its group) exactly.
  await page.getByLabel('Title', { exact: true }).fill(`Ranges ${stamp}`);
  await page.getByRole('radiogroup', { name: 'Kind' }).getByRole('radio', { name: 'Practice exam' }).check();
  await page.getByLabel('Retakes allowed', { exact: true }).fill('2');
  await page.getByRole('radiogroup', { name: 'Kind' }).getByRole('radio', { name: 'Live exam' }).check();
  await expect(page.getByLabel('Retakes allowed', { exact: true })).toHaveCount(0);
  await page.getByLabel('Instructions', { exact: true }).fill('Answer every question.');
  await expect(page.getByRole('group', { name: 'Shuffling' }).getByRole('checkbox')).toHaveCount(2);
  // A new exam starts with the institute's usual pass mark, and is not saved without one.
  const { usualPassMark } = await api<{ usualPassMark: number | null }>('GET', '/staff/exam-options', admin);
  expect(usualPassMark).not.toBeNull();
  await expect(page.getByLabel('Pass mark (%)', { exact: true })).toHaveValue(String(usualPassMark));
  await page.getByLabel('Pass mark (%)', { exact: true }).clear();
  await expect(page.getByText('Set the pass mark.', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save exam' }).click();
  await expect(toast(page, 'Set the pass mark.')).toBeVisible();
  expect(created).toHaveLength(0);
  await page
    .getByRole('radiogroup', { name: 'Negative marking' })
    .getByRole('radio', { name: "A fraction of each question's marks" })
    .check();
  await page.getByLabel('Fraction taken off', { exact: true }).fill('2');
  await page.getByLabel('Pass mark (%)', { exact: true }).fill('150');
  await page.getByLabel('Title', { exact: true }).click();
  await expect(page.getByText('Enter a number above 0, at most 1', { exact: true })).toBeVisible();
  await expect(page.getByText('Enter a number from 0 to 100', { exact: true })).toBeVisible();
  // What was typed stays: nothing is clamped behind the author's back.
  await expect(page.getByLabel('Fraction taken off', { exact: true })).toHaveValue(/^2(\.0+)?$/);
  await expect(page.getByLabel('Pass mark (%)', { exact: true })).toHaveValue('150');
  await page.getByRole('button', { name: 'Save exam' }).click();
  await expect(toast(page, 'Some settings are out of range: correct them to save.')).toBeVisible();
  expect(created).toHaveLength(0);

  await page.getByLabel('Fraction taken off', { exact: true }).fill('0.25');
  await page.getByLabel('Pass mark (%)', { exact: true }).fill('40');
  await expect(page.getByText(/^Enter a number (from|above)/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // The picker draws the bank's \ce{...} as mhchem does.
  const bank = page.getByRole('region', { name: 'Question bank' });
  await bank.getByLabel('Search the bank').fill(stamp);
  await bank.getByLabel('Search the bank').press('Enter');
  const found = bank.getByRole('row').filter({ hasText: stamp });
  await expect(found).toHaveCount(1);
  await expect(found.locator('.katex').first()).toBeVisible();
  await found.getByRole('button', { name: /^Add / }).click();

  await page.getByRole('button', { name: 'Save exam' }).dblclick();
  await expect(toast(page, 'Exam saved')).toBeVisible();
  await expect(page).toHaveURL(/\?exam=[\w-]{36}&step=2$/);
  expect(created).toHaveLength(1);
  const saved = await api<{
    passMark: number;
    negativeMarking: string;
    negativeMarkPerQuestion: number;
    instruction: string;
  }>('GET', `/staff/exams/${new URL(page.url()).searchParams.get('exam')}`, admin);
  expect(saved).toMatchObject({
    passMark: 40,
    negativeMarking: 'fraction',
    negativeMarkPerQuestion: 0.25,
    instruction: 'Answer every question.',
  });
});
