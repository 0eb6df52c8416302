import type { Locator } from '@playwright/test';
import { openExam, question, startExam } from '../support/exam-paper';
import { demo, expect, test, toast } from '../support/fixtures';
import { openSignedIn } from '../support/signed-in';
import { admittedStudent, apiCaller, examOfItsOwn, scienceStudent, staffSession } from '../support/staff-api';

// LaTeX in the demo institute's texts (apps/server/src/seed): the last question of "Practice: Science
// Basics" (title, options, a Bengali explanation), a Q&A thread on integration and the chemistry model
// test's notice. Each must be drawn by KaTeX, with no LaTeX source left to read on the screen.
const PRACTICE = 'Practice: Science Basics';

/**
 * Expects `scope` to hold at least `formulas` KaTeX formulas and, outside the MathML that screen
 * readers use (it keeps the source by design), no `\command`, no `$` and no formula shown as source.
 */
async function expectMathRendered(scope: Locator, formulas = 1) {
  await expect(scope.locator('.katex-html').nth(formulas - 1)).toBeVisible();
  await expect(scope.locator('.rich-text-math-source, .rich-text-bad-math')).toHaveCount(0);
  const drawn = await scope.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    for (const mathml of copy.querySelectorAll('.katex-mathml')) mathml.remove();
    return copy.textContent ?? '';
  });
  expect(drawn).not.toMatch(/\\[a-z]+|\$/i);
  expect(await scope.innerText()).not.toMatch(/\\(frac|ce|text|int)\b/);
}

test('an exam question, its options, the result review and its Bengali explanation show rendered math', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const student = await scienceStudent(request, baseURL!, { name: 'Math Journey Student', sid: '26210' });
  await openSignedIn(page, student.phone, student.password);
  await expect(page).toHaveURL(/\/$/);
  await startExam(page, PRACTICE, 'Practice Exam');

  // The title's three formulas and one in each of the four options.
  const speed = question(page, 6);
  await expect(speed).toContainText('What is its average speed');
  await expectMathRendered(speed, 7);
  await expect(speed.getByRole('radio')).toHaveCount(4);
  const right = speed
    .locator('label')
    .filter({ has: page.locator('annotation', { hasText: /^60\\,\\text\{km\/h\}$/ }) });
  await right.click();
  await expect(speed).toHaveAttribute('data-answer-state', 'saved');

  await page.getByRole('region', { name: 'Exam submission' }).getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Exam submitted successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/result\//);

  // The review (grouped by subject): title, options with the key marked, and the Bengali explanation.
  const review = page
    .getByRole('group', { name: /^Result of question \d+$/ })
    .filter({ hasText: 'What is its average speed' });
  await expect(review).toContainText('গড় দ্রুতি');
  await expectMathRendered(review, 8);
  await expect(review.locator('[data-correct] .katex')).toHaveCount(1);
  await expect(review.locator('[data-chosen][data-correct]')).toHaveCount(1);
});

test('a Q&A question and the Teacher’s reply, and a notice, show rendered math', async ({ page }) => {
  await openSignedIn(page, demo.inGroup.phone, demo.inGroup.password);
  await expect(page.getByRole('heading', { name: 'My Courses' })).toBeVisible();

  // The notice about the chemistry model test, in the bell's list.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const notice = page
    .getByRole('dialog', { name: 'Notifications' })
    .getByTestId('notification-item')
    .filter({ hasText: 'The chemistry model test is in two days' });
  await expectMathRendered(notice);
  await page.keyboard.press('Escape');

  // The demo student's own question on integration, in the forum list and on its page with the reply.
  await page.getByRole('menuitem', { name: 'My Q&A' }).click();
  await page.getByTestId('qa-course-card').first().click();
  await expect(page).toHaveURL(/\/qa-forum-list\//);
  const card = page.getByTestId('question-card').filter({ hasText: 'integration by parts' });
  await expectMathRendered(card);
  await card.getByTestId('question-text').click();
  await expect(page).toHaveURL(/\/question-details\//);
  // The reply shows once the thread's page has replaced the list.
  const reply = page.getByTestId('reply').filter({ hasText: 'by parts with' });
  await expect(reply).toBeVisible();
  await expectMathRendered(page.getByTestId('question-card').filter({ hasText: 'integration by parts' }));
  await expectMathRendered(reply, 3);
});

test('the demo question with chemistry written outside $...$ is drawn on the paper', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // The demo chemistry model test's question (sat in the past) in a live exam of its own for a new student.
  const stamp = Date.now().toString(36);
  const admin = await staffSession(request, baseURL!);
  const call = apiCaller(request, baseURL!);
  const [zinc] = await call<{ _id: string; title: string }[]>(
    'GET',
    `/staff/questions?search=${encodeURIComponent('zinc reacts with dilute')}`,
    admin,
  );
  expect(zinc!.title).toContain('\\ce{HCl}');
  const { groupId } = await examOfItsOwn(request, baseURL!, admin, {
    title: `Bare chemistry exam ${stamp}`,
    group: `Bare chemistry ${stamp}`,
    questionIds: [zinc!._id],
    endsAt: Date.now() + 3_600_000,
    duration: 30,
  });
  const student = await admittedStudent(request, baseURL!, admin, {
    name: 'Bare Chemistry Student',
    sid: `C${stamp}`,
    groupIds: [groupId],
  });
  await openSignedIn(page, student.phone, student.password);
  await expect(page).toHaveURL(/\/$/);
  const dialog = await openExam(page, `Bare chemistry exam ${stamp}`, 'Live Exam');
  await dialog.getByRole('button', { name: 'Start Exam' }).click();
  await expect(page).toHaveURL(/\/live-exam\//);

  // The title's HCl and the four gases of the options.
  const zincQuestion = question(page, 1);
  await expect(zincQuestion).toContainText('zinc reacts with dilute');
  await expectMathRendered(zincQuestion, 5);
});
