import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Locator } from '@playwright/test';
import { choose } from '../support/antd-select';
import { resultRow, resultsTab, signInStaff, studentApp } from '../support/console';
import { test } from '../support/fixtures';
import { openSignedIn, openStaffSignedIn } from '../support/signed-in';
import { admittedStudent, apiCaller, sitExam, staffSession, studentSession } from '../support/staff-api';

const WRONG = 'What is 2 + 2?';
const STRONG = 4;
const WEAK = 3;

/**
 * The journey's own exam, made through the API (shared demo state is left alone): a live exam whose
 * first question carries a wrong key ('5' for 2 + 2), given to a fresh group whose seven students sat
 * it. The four strong students answer 4 and everything else right; the three weak ones answer 5 and
 * get the rest wrong. The window stays open an hour.
 */
async function examWithWrongKey(request: APIRequestContext, baseURL: string, stamp: string) {
  const call = apiCaller(request, baseURL);
  const admin = await staffSession(request, baseURL);
  const group = await call<{ _id: string }>('POST', '/staff/groups', admin, { name: `Results ${stamp}` });
  const question = async (body: Record<string, unknown>) =>
    (await call<{ _id: string }>('POST', '/staff/questions', admin, body))._id;
  const ids = [
    await question({ type: 'MCQ', title: WRONG, options: ['3', '4', '5', '6'], answer: ['5'], point: 1 }),
    await question({
      type: 'MCQ',
      title: 'The capital of Bangladesh?',
      options: ['Dhaka', 'Khulna'],
      answer: ['Dhaka'],
      point: 2,
    }),
    await question({
      type: 'checkbox',
      title: 'Which are prime?',
      options: ['2', '3', '4', '9'],
      answer: ['2', '3'],
      point: 2,
    }),
    await question({
      type: 'MCA',
      title: 'True or false',
      options: ['Sun is a star', 'Moon is a planet'],
      answer: ['true', 'false'],
      point: 2,
    }),
  ];
  const exam = await call<{ _id: string }>('POST', '/staff/exams', admin, {
    title: `Results journey ${stamp}`,
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
  const students: { id: string; phone: string; password: string; name: string }[] = [];
  for (let i = 0; i < STRONG + WEAK; i++) {
    const strong = i < STRONG;
    const name = `${strong ? 'Strong' : 'Weak'} ${stamp} ${i}`;
    const s = await admittedStudent(request, baseURL, admin, {
      name,
      sid: `R${stamp}${i}`,
      groupIds: [group._id],
    });
    const session = await studentSession(request, baseURL, s.phone, s.password);
    const picks: Record<string, string[]> = strong
      ? { [WRONG]: ['4'], 'The capital of Bangladesh?': ['Dhaka'], 'Which are prime?': ['2', '3'] }
      : { [WRONG]: ['5'], 'The capital of Bangladesh?': ['Khulna'], 'Which are prime?': ['9'] };
    await sitExam(request, baseURL, session, w, (q) =>
      q.title === 'True or false'
        ? strong
          ? q.options.map((o) => (o === 'Sun is a star' ? 'true' : 'false'))
          : null
        : picks[q.title],
    );
    students.push({ ...s, name });
  }
  return { ...w, admin, groupName: `Results ${stamp}`, students, title: `Results journey ${stamp}` };
}

/** The text shown outside the drawn formulas (KaTeX keeps each formula's source in hidden MathML). */
function textOutsideMath(where: Locator): Promise<string> {
  return where.evaluate((element) => {
    const copy = element.cloneNode(true) as Element;
    for (const math of copy.querySelectorAll('.katex')) math.remove();
    return copy.textContent ?? '';
  });
}

/** The demo institute's two past model tests (apps/server/src/seed/demo-exam-history.ts). */
async function demoModelTests(request: APIRequestContext, baseURL: string) {
  const admin = await staffSession(request, baseURL);
  const exams = await apiCaller(request, baseURL)<{ _id: string; title: string }[]>(
    'GET',
    '/staff/exams?search=Model%20Test&limit=50',
    admin,
  );
  return {
    physics: exams.find((e) => e.title === 'Model Test 1: Physics')!,
    chemistry: exams.find((e) => e.title === 'Model Test 2: Chemistry')!,
  };
}

const tab = resultsTab;

test('item analysis flags a wrong key, fixing it re-scores, publishing waits for the window, the student sees the result', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const w = await examWithWrongKey(request, baseURL!, stamp);
  const strongest = w.students[0]!;

  await openStaffSignedIn(page, 'examcontroller', 'examcontroller1234', `/staff/results/${w.examId}`);
  await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible();
  const cards = page.locator('.ant-statistic');
  await expect(cards.filter({ hasText: 'Results' })).toContainText('7');

  // The item analysis flags the wrong key, with its reasons.
  await tab(page, 'Item analysis');
  const wrongRow = page.getByRole('row').filter({ hasText: WRONG });
  await expect(wrongRow).toContainText('the weakest students did better than the strongest');
  await expect(wrongRow).toContainText('The most chosen option "4" is not in the key.');
  await expect(wrongRow).toContainText('-1.00');

  // The strong student's marks before the fix: 4 of 2+2 counted wrong (-0.25), the rest right.
  await tab(page, 'Results');
  await expect(resultRow(page, strongest.name)).toContainText('5.75 / 7');

  // Fix the key: the dialog shows before and after, and follows the re-score to its end.
  await tab(page, 'Item analysis');
  await wrongRow.getByRole('button', { name: 'Fix answer key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fix answer key' });
  await dialog.getByRole('radio', { name: '4' }).check();
  await expect(dialog.locator('.ant-descriptions-row').filter({ hasText: 'Before' })).toContainText('5');
  await expect(dialog.locator('.ant-descriptions-row').filter({ hasText: 'After' })).toContainText('4');
  await dialog.getByRole('button', { name: 'Save key and re-score' }).click();
  // The fix changes scored results: what it changes is shown, naming each student who changes.
  const impact = page.getByRole('dialog', { name: 'Re-score the results?' });
  await expect(impact).toContainText('7 results of 7 will change.');
  const changed = impact.getByTestId('changed-results');
  await expect(changed.locator('tbody tr')).toHaveCount(7);
  for (const s of w.students) await expect(changed).toContainText(s.name);
  const strongRow = changed.getByRole('row').filter({ hasText: strongest.name });
  await expect(strongRow).toContainText(`R${stamp}0`);
  await expect(strongRow).toContainText('5.75/7 → 7/7');
  await expect(strongRow).toContainText('1 → 1');
  // Cancelling stores nothing: the key dialog still offers the fix.
  await impact.getByRole('button', { name: 'Cancel' }).click();
  await expect(impact).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Save key and re-score' })).toBeVisible();
  // Applying queues the re-score.
  await dialog.getByRole('button', { name: 'Save key and re-score' }).click();
  await expect(changed.locator('tbody tr')).toHaveCount(7);
  await impact.getByRole('button', { name: 'Save and re-score' }).click();
  await expect(dialog.getByText('Every attempt was scored again with the new key.')).toBeVisible({
    timeout: 30_000,
  });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(wrongRow).toContainText('key corrected');
  await expect(wrongRow).not.toContainText('is not in the key');

  // The student's marks changed; their result, as they will see it, has the question right.
  await tab(page, 'Results');
  await expect(resultRow(page, strongest.name)).toContainText('7 / 7');
  await resultRow(page, strongest.name).getByRole('button', { name: strongest.name }).click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: strongest.name });
  await expect(drawer.locator('.ant-descriptions-row').first()).toContainText('7 / 7');
  await expect(drawer).toContainText('Merit position');
  await drawer.getByRole('button', { name: 'Close' }).click();

  // Publishing is refused while the window is open, with the reason.
  await tab(page, 'Summary');
  await page.getByRole('button', { name: 'Publish results' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'The exam is still open' });
  await expect(refusal).toContainText(`still open for ${w.groupName} (open until`);

  // The window closes (the exam controller ends it); publishing now goes through.
  await apiCaller(request, baseURL!)('PATCH', `/staff/exams/${w.examId}/assignments/${w.groupId}`, w.admin, {
    endsAt: new Date(Date.now() - 1_000).toISOString(),
  });
  await page.reload();
  await tab(page, 'Summary');
  await page.getByRole('button', { name: 'Publish results' }).click();
  const asking = page.getByRole('dialog', { name: 'Publish results?' });
  await expect(asking).toContainText('7 results will be published and 7 students told.');
  await asking.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.locator('.ant-message-notice')).toContainText('7 results published');
  await expect(page.getByRole('row').filter({ hasText: w.groupName })).toContainText('Published');

  // The figures an exam controller reads: four of seven passed; the four full marks stand in one bar.
  await expect(cards.filter({ hasText: 'Pass rate' })).toContainText('57.1%');
  await expect(page.getByRole('figure', { name: 'Score histogram' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^4 results from / })).toBeVisible();

  // The merit list as CSV: a header and one row per result, the strongest first.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Merit list CSV' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toMatch(/^Merit Position,Name,Roll/);
  expect(lines).toHaveLength(8);
  expect(lines[1]).toMatch(new RegExp(`^1,${w.students[0]!.name.split(' ')[0]} `));

  // The printable merit list: seven rows in the dialog; on paper only the list is shown.
  await page.getByRole('button', { name: 'Print merit list' }).click();
  const printable = page.getByRole('dialog', { name: 'Merit list' });
  await expect(printable.getByRole('row').filter({ hasText: stamp })).toHaveCount(7);
  await expect(printable.getByRole('row').filter({ hasText: strongest.name })).toContainText('Passed');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Results', exact: true })).toBeHidden();
  // On paper the dialog's frame is hidden too (no role to find it by): the list itself shows.
  await expect(page.locator('.merit-print tr', { hasText: strongest.name })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await printable.getByRole('button', { name: 'Close' }).click();

  // The student, on a phone, sees the published result and the merit position.
  const student = await studentApp(browser, baseURL!);
  try {
    await openSignedIn(student.page, strongest.phone, strongest.password);
    await expect(student.page).not.toHaveURL(/\/login/);
    await student.page.goto(`/result/${w.examId}/${w.groupId}`);
    await expect(student.page.getByLabel('Total marks')).toHaveText('7.00 / 7.00');
    const stats = student.page.locator('.ant-card').filter({ hasText: 'Statistics' }).first();
    const merit = stats
      .locator('.ant-statistic')
      .filter({ has: student.page.getByText('Merit Pos.', { exact: true }) });
    await expect(merit).toContainText('1');
  } finally {
    await student.context.close();
  }
});

test('the exam in the address is the one shown: a link, a reload, the picker and the Back button keep to it', async ({
  page,
  request,
  baseURL,
}) => {
  const { physics, chemistry } = await demoModelTests(request, baseURL!);
  const picked = page.locator('.ant-select').filter({ has: page.getByLabel('Exam', { exact: true }) });
  const results = page.locator('.ant-statistic').filter({ hasText: 'Results' });

  await openStaffSignedIn(page, 'examcontroller', 'examcontroller1234', `/staff/results/${physics._id}`);
  await expect(picked).toContainText(physics.title);
  await expect(results).toBeVisible();
  await page.reload();
  await expect(picked).toContainText(physics.title);
  await expect(results).toBeVisible();

  await choose(page, page.locator('section[aria-labelledby="results-title"]'), 'Exam', chemistry.title);
  await expect(page).toHaveURL(new RegExp(`/staff/results/${chemistry._id}$`));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/staff/results/${physics._id}$`));
  await expect(picked).toContainText(physics.title);

  // An older link with the exam in the query string leads to the exam's own address.
  await page.goto(`/staff/results?exam=${chemistry._id}`);
  await expect(page).toHaveURL(new RegExp(`/staff/results/${chemistry._id}$`));
  await expect(picked).toContainText(chemistry.title);
});

test('item analysis, the key-fix dialog and a student’s answers draw options and keys as the paper does, never as LaTeX source', async ({
  page,
  request,
  baseURL,
}) => {
  // The demo chemistry model test: its options are mhchem formulas (\ce{H2}, ...), only read here.
  const { chemistry } = await demoModelTests(request, baseURL!);
  await signInStaff(page, 'examcontroller', 'examcontroller1234');
  await page.goto(`/staff/results/${chemistry._id}`);
  await tab(page, 'Item analysis');
  const zinc = page.getByRole('row').filter({ hasText: 'zinc reacts with dilute' });
  // The title's HCl, the four options, the most chosen option in its flag, and the wrong option the
  // strongest students chose in theirs.
  await expect(zinc).toContainText('is chosen more by the strongest students than by the weakest');
  await expect(zinc.locator('.katex')).toHaveCount(7);
  expect(await textOutsideMath(zinc)).not.toContain('\\ce{');

  await zinc.getByRole('button', { name: 'Fix answer key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fix answer key' });
  // The title, the four options, and the key before and after.
  await expect(dialog.locator('.katex')).toHaveCount(7);
  expect(await textOutsideMath(dialog)).not.toContain('\\ce{');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await tab(page, 'Results');
  const first = page
    .getByRole('tabpanel', { name: 'Results' })
    .getByRole('row')
    .nth(1)
    .getByRole('button')
    .first();
  const name = await first.innerText();
  await first.click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: name });
  const answer = drawer.locator('.ant-list-item').filter({ hasText: 'zinc reacts with dilute' });
  await expect(answer.locator('.katex').first()).toBeVisible();
  await expect(answer).toContainText('Key:');
  expect(await textOutsideMath(answer)).not.toContain('\\ce{');
});
