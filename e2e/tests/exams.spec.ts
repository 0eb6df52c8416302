import type { BrowserContext, Page } from '@playwright/test';
import {
  answerFactsRightly,
  answerFirstThreeRightly,
  expectSharedAnswersRight,
  openExam,
  question,
  type ResultAnswer,
  submitWritten,
  tinyPng,
} from '../support/exam-paper';
import { expect, test, toast } from '../support/fixtures';
import { openSignedIn } from '../support/signed-in';
import { admittedStudent, apiCaller, examOfItsOwn, scienceGroupId, staffSession } from '../support/staff-api';

// The demo institute's exams (apps/server/src/seed/demo-exams.ts), taken by a student of the demo
// group admitted for this file only, so the other journeys' students keep their state.
const LIVE = 'Weekly Live Test: Science';
const PRACTICE = 'Practice: Science Basics';
const SEGMENTED = 'Practice: Choose Your Subjects';

test.describe.configure({ mode: 'serial' });

// These journeys reload offline: the app's service worker serves the app.
test.use({ serviceWorkers: 'allow' });

let student: { id: string; phone: string; password: string };
let groupId: string;
let admin: string;

test.beforeAll(async ({ request, baseURL }) => {
  admin = await staffSession(request, baseURL!);
  groupId = await scienceGroupId(request, baseURL!, admin);
  student = await admittedStudent(request, baseURL!, admin, {
    name: 'Exam Journey Student',
    sid: '26090',
    groupIds: [groupId],
  });
});

/** Waits until the service worker that keeps the app shell on the device is active. */
async function appShellKept(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect(page.getByText('You are offline!')).toBeVisible();
}

test('a live exam keeps every answer through a lost connection and a reload, and the server gets them all', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const call = apiCaller(request, baseURL!);
  const apiCalls: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname.startsWith('/api/exam/')) apiCalls.push(pathname);
  });
  const sessionId = await openSignedIn(page, student.phone, student.password);
  await expect(page).toHaveURL(/\/$/);

  // My Exams fetches the open exam's sealed paper ahead; pressing Start is then the one small start.
  const listed = await call<{ exams: { examId: { _id: string; title: string } }[] }>(
    'GET',
    `/group/${groupId}`,
    sessionId,
  );
  const examId = listed.exams.find((entry) => entry.examId.title === LIVE)!.examId._id;
  const sealedPaper = `/api/exam/sealed-paper/${examId}/group/${groupId}`;
  const prefetched = page.waitForRequest((sent) => new URL(sent.url()).pathname === sealedPaper);
  const dialog = await openExam(page, LIVE, 'Live Exam');
  await expect(dialog.getByText('Answer every question.')).toBeVisible();
  await prefetched;
  const thisExam = () =>
    apiCalls.filter((path) => path.includes(examId) && /^\/api\/exam\/(sealed-paper|start|id)/.test(path));
  expect(thisExam()).toEqual([sealedPaper]);
  await dialog.getByRole('button', { name: 'Start Exam' }).click();
  await expect(page).toHaveURL(new RegExp(`/live-exam/${examId}/${groupId}$`));
  await expect(page.getByRole('timer')).toHaveText(/^00:(59|58):\d\d$/);
  await expect(page.getByRole('heading', { name: LIVE, level: 1 })).toBeVisible();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  await expect(page.getByText('Questions: 6')).toBeVisible();
  // The start took the paper fetched ahead: no second fetch of it, and no paper call.
  expect(thisExam()).toEqual([sealedPaper, `/api/exam/start-sealed/${examId}/group/${groupId}`]);
  // The questions opened in the browser are the attempt's paper: the order, and each one's options in
  // the order, the paper call gives this attempt.
  const served = await call<{
    questions: { type: string; title: string; options: string[]; optionType: string }[];
  }>('GET', `/exam/id/${examId}/groupId/${groupId}`, sessionId);
  expect(served.questions).toHaveLength(6);
  for (const [index, paperQuestion] of served.questions.entries()) {
    const shown = question(page, index + 1);
    await expect(shown).toContainText(paperQuestion.title.replace(/<[^>]+>/g, ''));
    const mca = paperQuestion.type === 'MCA';
    const options = await (mca
      ? shown.locator('fieldset').evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label')))
      : shown
          .locator('input[type=radio], input[type=checkbox]')
          .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)));
    expect(options).toEqual(
      mca ? paperQuestion.options.map((text, at) => `${'ABCDEFGHIJK'[at]}. ${text}`) : paperQuestion.options,
    );
    const pictures = Object.keys(JSON.parse(paperQuestion.optionType) as object).filter((marked) =>
      paperQuestion.options.includes(marked),
    );
    await expect(shown.locator('label img')).toHaveCount(pictures.length);
  }
  // On a phone the time left stays on screen once the header has scrolled away.
  await question(page, 6).scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: LIVE, level: 1 })).not.toBeInViewport();
  await expect(page.getByRole('timer')).toBeInViewport();
  await expect(page.getByRole('timer')).toHaveText(/^00:(59|58):\d\d$/);
  await appShellKept(page);

  // Online: saved at once.
  await question(page, 1).getByRole('radio', { name: 'Acceleration' }).check();
  await expect(toast(page, 'Answer submitted successfully!')).toBeVisible();
  await expect(question(page, 1)).toHaveAttribute('data-answer-state', 'saved');

  // Offline: every answer stays on the device, flagged offline after its tries.
  await goOffline(context, page);
  await question(page, 2).locator('label:has(img[src*="circle"])').click();
  await question(page, 3).getByRole('checkbox', { name: /\. 2$/ }).check();
  await question(page, 3)
    .getByRole('checkbox', { name: /\. 11$/ })
    .check();
  await answerFactsRightly(page, 4);
  await submitWritten(page, 5, 'Na');
  await expect(toast(page, 'Due to internet issue, saving locally').first()).toBeVisible();
  for (const n of [2, 3, 4, 5]) {
    await expect(question(page, n)).toHaveAttribute('data-answer-state', 'offline', { timeout: 15_000 });
  }
  await expect(
    page.getByRole('region', { name: 'Exam submission' }).getByRole('button', { name: 'Submit' }),
  ).toBeDisabled();

  // The reload with no network at all: the service worker opens the app from the device, the paper
  // and the answers come from IndexedDB. Every answer must be there, still waiting, with the offline
  // banner, and the clock must run from the student's own start on the server.
  expect((await page.reload())?.fromServiceWorker()).toBe(true);
  await expect(page.getByText('You are offline!')).toBeVisible();
  await expect(page.getByRole('heading', { name: LIVE, level: 1 })).toBeVisible();
  await expect(page.getByText('Questions: 6')).toBeVisible();
  await expect(question(page, 6)).toBeVisible();
  await expect(question(page, 5).getByRole('textbox')).toHaveValue('Na');
  await expect(question(page, 3).getByRole('checkbox', { name: /\. 11$/ })).toBeChecked();
  await expect(
    question(page, 4)
      .getByRole('group', { name: 'Helium is a metal.' })
      .getByRole('radio', { name: 'False' }),
  ).toBeChecked();
  await expect(question(page, 2).getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(question(page, 1)).toHaveAttribute('data-answer-state', 'saved');
  for (const n of [2, 3, 4, 5])
    await expect(question(page, n)).toHaveAttribute('data-answer-state', 'offline');
  const session = await page.evaluate(() => localStorage.getItem('sessionId'));
  const paper = await call<{ studentStartsAt: string; duration: number }>(
    'GET',
    `/exam/id/${examId}/groupId/${groupId}`,
    session!,
  );
  const expected = paper.duration * 60 - (Date.now() - Date.parse(paper.studentStartsAt)) / 1000;
  const [h, m, s] = (await page.getByRole('timer').innerText()).split(':').map(Number);
  expect(Math.abs(h! * 3600 + m! * 60 + s! - expected)).toBeLessThan(5);

  // The connection returns: the notice, then every kept answer is sent.
  await context.setOffline(false);
  const notice = page.locator('.ant-notification-notice').filter({ hasText: 'Internet has been restored' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(
    'You are back to online. We are trying to submit your locally saved answers.',
  );
  for (const n of [2, 3, 4, 5]) {
    await expect(question(page, n)).toHaveAttribute('data-answer-state', 'saved', { timeout: 15_000 });
  }
  await expect(question(page, 5).getByRole('button', { name: 'Answer Submitted' })).toBeDisabled();

  // The written answer with a photo of the working, uploaded through a signed URL.
  await question(page, 6)
    .locator('input[type=file]')
    .setInputFiles({ name: 'working.png', mimeType: 'image/png', buffer: tinyPng() });
  await submitWritten(page, 6, 'F = ma: pushing a full trolley needs more force than an empty one.');
  await expect(question(page, 6)).toHaveAttribute('data-answer-state', 'saved');

  await page.getByRole('region', { name: 'Exam submission' }).getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Exam submitted successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/exams$/);

  // The proof: the student's result as staff read it (the live window is still open, so nothing is published).
  const result = await call<{ answers: ResultAnswer[] }>(
    'GET',
    `/staff/exams/${examId}/students/${student.id}/result`,
    admin,
  );
  const answerTo = expectSharedAnswersRight(result.answers);
  expect(answerTo("Newton's second law")?.answer).toContain('F = ma');
  expect(answerTo("Newton's second law")?.extra?.map((file) => file.name)).toEqual(['working.png']);
});

test('a practice exam shows its result at once, prints, and can be retaken', async ({ page }) => {
  test.setTimeout(90_000);
  await openSignedIn(page, student.phone, student.password);
  await expect(page).toHaveURL(/\/$/);
  const dialog = await openExam(page, PRACTICE, 'Practice Exam');
  // The card names the subjects of the exam's questions, in paper order.
  await expect(page.getByRole('article', { name: PRACTICE })).toContainText(
    'SubjectPhysics, Higher Math, Chemistry',
  );
  await dialog.getByRole('button', { name: 'Start Exam' }).click();
  await expect(page).toHaveURL(/\/live-exam\//);
  const [examId] = page.url().split('/').slice(-2);

  // The footer's Submit with nothing answered.
  await page.getByRole('region', { name: 'Exam submission' }).getByRole('button', { name: 'Submit' }).click();
  const nothing = page.getByRole('dialog').filter({ hasText: 'You have not answered any question yet!' });
  await expect(nothing).toBeVisible();
  await nothing.getByRole('button', { name: 'OK' }).click();
  await expect(nothing).toBeHidden();

  // At 360 px every true/false statement keeps its True/False beside it, on the right, long or short.
  const statements = question(page, 4).locator('fieldset');
  await expect(statements).toHaveCount(3);
  for (const statement of await statements.all()) {
    const row = (await statement.boundingBox())!;
    const buttons = (await statement.getByRole('radiogroup').boundingBox())!;
    expect(Math.abs(buttons.y + buttons.height / 2 - (row.y + row.height / 2))).toBeLessThan(2);
    expect(Math.abs(buttons.x + buttons.width - (row.x + row.width))).toBeLessThan(2);
  }

  await answerFirstThreeRightly(page);
  for (const n of [1, 2, 3]) await expect(question(page, n)).toHaveAttribute('data-answer-state', 'saved');
  await page.getByRole('region', { name: 'Exam submission' }).getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Exam submitted successfully!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/result/${examId}/${groupId}$`));

  // The chosen picture option's letter stays on one line beside its tags ("B." not "B" over ".").
  const letters = page.getByRole('group', { name: 'Result of question 2' }).locator('[data-chosen] strong');
  await expect(letters).toHaveCount(1);
  expect((await letters.boundingBox())!.height).toBeLessThan(30);

  // 6 of 12 marks at a 40% pass mark.
  await expect(page.getByRole('heading', { name: 'PASSED' })).toBeVisible();
  await expect(page.getByRole('heading', { name: PRACTICE })).toBeVisible();
  await expect(page.getByLabel('Total marks')).toHaveText('6.00 / 12.00');
  const stats = page.locator('.ant-card').filter({ hasText: 'Statistics' }).first();
  const statistic = (label: string) =>
    stats.locator('.ant-statistic').filter({ has: page.getByText(label, { exact: true }) });
  const expected: [string, string][] = [
    ['Correct', '3'],
    ['Partly correct', '0'],
    ['Incorrect', '0'],
    ['Skipped', '3'],
    ['Negative Marks', '0.00'],
  ];
  for (const [label, value] of expected) await expect(statistic(label)).toContainText(value);
  await expect(stats.getByText('Merit Pos.')).toBeVisible();
  await expect(statistic('Completion')).toContainText(/\d\d:\d\d:\d\d/);
  const first = page.getByRole('group', { name: 'Result of question 1' });
  await expect(first.locator('[data-correct]')).toContainText('Acceleration');
  await expect(first).toContainText('The slope of a velocity-time graph');

  // Print starts a second after the click.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(0);
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  await page.getByRole('button', { name: 'Retake Exam' }).click();
  const confirm = page.getByRole('dialog').filter({
    hasText: 'Retaking exam will remove the previous submission. Do you want to continue?',
  });
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(new RegExp(`/live-exam/${examId}/${groupId}$`));
  await expect(page.getByRole('timer')).toHaveText(/^00:(20:00|19:\d\d)$/);
  await expect(question(page, 1)).toHaveAttribute('data-answer-state', 'none');
  await expect(question(page, 1).getByRole('radio', { checked: true })).toHaveCount(0);
});

test('the segmented exam’s subject selection explains each rule before it starts', async ({ page }) => {
  await openSignedIn(page, student.phone, student.password);
  await expect(page).toHaveURL(/\/$/);
  const dialog = await openExam(page, SEGMENTED, 'Practice Exam');
  const mandatory = dialog.getByRole('region', { name: 'Mandatory Subjects' });
  const compulsory = dialog.getByRole('region', { name: 'Compulsory Optional Subjects' });
  const optional = dialog.getByRole('region', { name: 'Optional Subjects', exact: true });
  const summary = dialog.getByRole('region', { name: 'Summary' });
  const rules = dialog.getByRole('list', { name: 'Selection rules' });

  await expect(mandatory.getByRole('checkbox')).toBeChecked();
  await expect(mandatory.getByRole('checkbox')).toBeDisabled();
  await expect(rules).toContainText('You must select at least 1 compulsory optional subject(s).');
  await expect(rules).toContainText('You must select subjects to meet the total of 3 subjects.');
  await expect(rules).toContainText('You must select subjects to make question count 6.');
  await dialog.getByRole('button', { name: 'Start Exam' }).click();
  await expect(toast(page, 'You must select at least 1 compulsory optional subject(s).')).toBeVisible();

  // One compulsory optional subject: two of three subjects, so the optional ones are offered.
  await compulsory.getByRole('checkbox').first().check();
  await expect(summary).toContainText('Total selected subjects: 2 / 3');
  await expect(summary).toContainText('Total questions: 4 / 6');
  await expect(optional).toBeVisible();
  await dialog.getByRole('button', { name: 'Start Exam' }).click();
  await expect(toast(page, 'You must select subjects to meet the total of 3 subjects.')).toBeVisible();

  // An optional pick completes it; a second compulsory optional one reaches the total by itself,
  // so the optional section goes and its pick is cleared.
  await optional.getByRole('checkbox').first().check();
  await expect(summary).toContainText('Total selected subjects: 3 / 3');
  await compulsory.getByRole('checkbox').nth(1).check();
  await expect(optional).toBeHidden();
  await expect(summary).toContainText('Total selected subjects: 3 / 3');
  await expect(summary).toContainText('Total questions: 6 / 6');
  await expect(rules.getByRole('listitem')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Start Exam' }).click();
  await expect(page).toHaveURL(/\/live-exam\//);
  await expect(page.getByText('Questions: 6')).toBeVisible();
  await expect(question(page, 6)).toBeVisible();
});

test('when the time is over the questions dim, an offline submit is refused, and OK submits the exam', async ({
  page,
  context,
}) => {
  await page.clock.install();
  await openSignedIn(page, student.phone, student.password);
  await expect(page).toHaveURL(/\/$/);
  // The segmented exam started by the journey above (30 minutes): resumed from its card, which says so.
  await page.goto('/exams');
  await page.getByRole('tab', { name: 'Practice Exam' }).click();
  await page.getByRole('article', { name: SEGMENTED }).getByRole('button', { name: 'Continue exam' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exam Instruction' });
  await dialog.getByRole('button', { name: 'Start Exam' }).click();
  await expect(page.getByRole('timer')).toHaveText(/^00:(2\d|30):\d\d$/);
  await question(page, 1).getByRole('radio').first().check();
  await expect(question(page, 1)).toHaveAttribute('data-answer-state', 'saved');

  await goOffline(context, page);
  await page.clock.fastForward('31:00');
  const over = page.getByRole('dialog').filter({ hasText: 'Exam time is over!' });
  await expect(over).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText('00:00:00');
  await expect(page.locator('[aria-disabled="true"]').filter({ has: question(page, 1) })).toBeVisible();
  await over.getByRole('button', { name: 'OK' }).click();
  await expect(toast(page, 'You are offline. Please insure stable internet connection.')).toBeVisible();

  await context.setOffline(false);
  await over.getByRole('button', { name: 'OK' }).click();
  await expect(toast(page, 'Exam submitted successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/result\//);
  await expect(page.getByRole('heading', { name: SEGMENTED })).toBeVisible();
});

test('My Exams opens with no network from the list kept on the device; signing out forgets it', async ({
  page,
  context,
}) => {
  await openSignedIn(page, student.phone, student.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/exams');
  await expect(page.getByRole('article', { name: LIVE })).toBeHidden(); // submitted: a previous exam
  await page.getByRole('tab', { name: 'Practice Exam' }).click();
  await expect(page.getByRole('article', { name: PRACTICE })).toBeVisible();
  await appShellKept(page);

  await context.setOffline(true);
  expect((await page.reload())?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { name: 'My Exams' })).toBeVisible();
  await page.getByRole('tab', { name: 'Practice Exam' }).click();
  await expect(page.getByRole('article', { name: PRACTICE })).toBeVisible();
  await expect(page.getByRole('article', { name: SEGMENTED })).toBeVisible();
  await page.getByRole('tab', { name: 'Live Exam' }).click();
  await page.getByRole('combobox', { name: 'Exams to show' }).click();
  await page.locator('.ant-select-dropdown').getByText('Previous Exams', { exact: true }).click();
  await expect(page.getByRole('article', { name: LIVE })).toBeVisible();
  await expect(
    page.getByRole('article', { name: LIVE }).getByRole('button', { name: 'View Result' }),
  ).toBeVisible();

  // Back online, the student signs out: a shared phone keeps none of their exams.
  await context.setOffline(false);
  const kept = (name: string) =>
    page.evaluate(async (db) => (await indexedDB.databases()).some((entry) => entry.name === db), name);
  expect(await kept(`exam-cache-${student.id}`)).toBe(true);
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Are you sure you want to logout?' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await expect.poll(() => kept(`exam-cache-${student.id}`)).toBe(false);
});

test('a student removed from the group is told so on the result page and goes back to the exams', async ({
  page,
  request,
  baseURL,
}) => {
  await openSignedIn(page, student.phone, student.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/exams');
  await page.getByRole('tab', { name: 'Practice Exam' }).click();
  const card = page.getByRole('article', { name: PRACTICE });
  await expect(card).toBeVisible();
  // The retake above left an attempt open: the card resumes it rather than starting one.
  await expect(card.getByRole('button', { name: 'Start Exam' })).toBeHidden();
  await card.getByRole('button', { name: 'Continue exam' }).click();
  await page
    .getByRole('dialog', { name: 'Exam Instruction' })
    .getByRole('button', { name: 'Start Exam' })
    .click();
  await expect(page).toHaveURL(/\/live-exam\//);
  const [examId] = page.url().split('/').slice(-2);

  await apiCaller(request, baseURL!)('DELETE', `/staff/groups/${groupId}/students/${student.id}`, admin);
  await page.goto(`/result/${examId}/${groupId}`);
  const modal = page.getByRole('dialog').filter({
    hasText:
      "This exam has been removed from your group. Please go back to the 'Exam' page to view other exams.",
  });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/exams$/);
});

test('a practice exam whose retakes are used up says so instead of offering Retake', async ({
  page,
  request,
  baseURL,
}) => {
  const call = apiCaller(request, baseURL!);
  const exam = await examOfItsOwn(request, baseURL!, admin, {
    title: 'Practice: One Go',
    group: `One Go ${Date.now()}`,
    questions: [{ type: 'MCQ', title: 'What is $2 + 2$?', options: ['3', '4'], answer: ['4'], point: 1 }],
    exam: { isPracticeExam: true, retakeLimit: 0 },
    duration: 10,
  });
  const oneGo = await admittedStudent(request, baseURL!, admin, {
    name: 'One Go Student',
    sid: '26091',
    groupIds: [exam.groupId],
  });
  await openSignedIn(page, oneGo.phone, oneGo.password);
  await expect(page).toHaveURL(/\/$/);
  const session = await page.evaluate(() => localStorage.getItem('sessionId'));
  await call('PATCH', `/exam/start/${exam.examId}/group-id/${exam.groupId}`, session!);
  await call('PATCH', `/exam/submit/${exam.examId}/group/${exam.groupId}`, session!);

  await page.goto('/exams');
  await page.getByRole('tab', { name: 'Practice Exam' }).click();
  const card = page.getByRole('article', { name: 'Practice: One Go' });
  await expect(card.getByText('No retakes left')).toBeVisible();
  await expect(card.getByRole('button', { name: 'View Result' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Retake Exam' })).toHaveCount(0);

  await page.goto(`/result/${exam.examId}/${exam.groupId}`);
  await expect(page.getByText('No retakes left')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retake Exam' })).toHaveCount(0);
});
