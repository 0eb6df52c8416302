import { expect, type Locator, type Page } from '@playwright/test';

/** Question `n` of the exam page (a group named "Question n"). */
export function question(page: Page, n: number): Locator {
  return page.getByRole('group', { name: `Question ${n}`, exact: true });
}

/** Opens an exam's card from My Exams and returns its instruction dialog (not started yet). */
export async function openExam(page: Page, title: string, tab: 'Live Exam' | 'Practice Exam') {
  await page.goto('/exams');
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'Start Exam' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exam Instruction' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Opens an exam's card from My Exams and starts it through its instruction dialog: the exam page is open. */
export async function startExam(page: Page, title: string, tab: 'Live Exam' | 'Practice Exam' = 'Live Exam') {
  const dialog = await openExam(page, title, tab);
  await dialog.getByRole('button', { name: 'Start Exam' }).click();
  await expect(page).toHaveURL(/\/live-exam\/[\w-]+\/[\w-]+$/);
}

/** Answers the written question `n` with its own Submit and the "can't be changed" confirmation. */
export async function submitWritten(page: Page, n: number, text: string): Promise<void> {
  await question(page, n).getByRole('textbox').fill(text);
  await question(page, n).getByRole('button', { name: 'Submit' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: "Once submitted, it can't be changed." });
  await confirm.getByRole('button', { name: 'Submit' }).click();
}

/**
 * Answers questions 1 to 3 of the demo science exams (the live test and the practice exam share them)
 * rightly: Acceleration, the circle's picture, 2 and 11.
 */
export async function answerFirstThreeRightly(page: Page): Promise<void> {
  await question(page, 1).getByRole('radio', { name: 'Acceleration' }).check();
  await question(page, 2).locator('label:has(img[src*="circle"])').click();
  await question(page, 3).getByRole('checkbox', { name: /\. 2$/ }).check();
  await question(page, 3)
    .getByRole('checkbox', { name: /\. 11$/ })
    .check();
}

/** Answers the true-or-false question `n` of the demo science exams rightly (true, false, true). */
export async function answerFactsRightly(page: Page, n: number): Promise<void> {
  const facts = question(page, n);
  await facts.getByRole('group', { name: 'Water boils at 100 °C at sea level.' }).getByText('True').click();
  await facts.getByRole('group', { name: 'Helium is a metal.' }).getByText('False').click();
  await facts.getByRole('group', { name: 'Sodium reacts with water.' }).getByText('True').click();
}

/** One answer of a student's result as staff read it (GET /staff/exams/:examId/students/:studentId/result). */
export interface ResultAnswer {
  /** The question; its options in the order the student's paper showed them. */
  questionId: { title: string; options: string[] };
  answer?: string[] | string;
  extra?: { name: string }[];
}

/**
 * Expects, among a result's answers, the right ones to the five questions the demo science exams share
 * (as answerFirstThreeRightly, answerFactsRightly and the written 'Na' give them). Returns a look-up of
 * the answer by words of its question's title.
 */
export function expectSharedAnswersRight(answers: ResultAnswer[]) {
  const answerTo = (words: string) => answers.find((a) => a.questionId.title.includes(words));
  expect(answerTo('velocity of a car')?.answer).toEqual(['Acceleration']);
  expect(answerTo('no corners')?.answer?.[0]).toContain('circle');
  expect([...(answerTo('are prime')?.answer ?? [])].sort()).toEqual(['11', '2']);
  // One value per statement, in the order the paper showed the statements.
  const facts = answerTo('true or false');
  const truth: Record<string, string> = {
    'Water boils at 100 °C at sea level.': 'true',
    'Helium is a metal.': 'false',
    'Sodium reacts with water.': 'true',
  };
  expect(facts?.answer).toEqual(facts?.questionId.options.map((statement) => truth[statement]));
  // Written answers come back as their text.
  expect(answerTo('symbol of sodium')?.answer).toBe('Na');
  return answerTo;
}

/** A 1x1 PNG. */
export function tinyPng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
}
