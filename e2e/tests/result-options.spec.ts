import type { Locator } from '@playwright/test';
import { openExam, question } from '../support/exam-paper';
import { expect, test, toast } from '../support/fixtures';
import { openSignedIn } from '../support/signed-in';
import { scienceStudent } from '../support/staff-api';

// The demo practice exam shuffles every question's options per attempt: the result must show each
// option under the letter the student's paper gave it.
const PRACTICE = 'Practice: Science Basics';

/** Each option of a question (its letter and text, spaces left out), in the order shown. */
async function optionsShown(within: Locator): Promise<string[]> {
  return (await within.locator('span:has(> strong)').allInnerTexts())
    .map((text) => text.replace(/\s+/g, ''))
    .filter((text) => /^[A-K]\./.test(text));
}

test('the result shows the options in the order and under the letters of the paper', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const student = await scienceStudent(request, baseURL!, { name: 'Result Letters Student', sid: '26095' });
  await openSignedIn(page, student.phone, student.password);
  await expect(page).toHaveURL(/\/$/);
  const dialog = await openExam(page, PRACTICE, 'Practice Exam');
  await dialog.getByRole('button', { name: 'Start Exam' }).click();
  await expect(page).toHaveURL(/\/live-exam\//);

  // Question 1 (one answer) and question 3 (several), as the paper lists them.
  await expect(question(page, 1).getByRole('radio')).toHaveCount(4);
  await expect(question(page, 3).getByRole('checkbox')).toHaveCount(4);
  const paperOne = await optionsShown(question(page, 1));
  const paperThree = await optionsShown(question(page, 3));
  await question(page, 1).getByRole('radio', { name: 'Acceleration' }).check();
  await question(page, 3).getByRole('checkbox', { name: /\. 2$/ }).check();
  for (const n of [1, 3]) await expect(question(page, n)).toHaveAttribute('data-answer-state', 'saved');
  const chosenOne = paperOne.find((option) => option.endsWith('.Acceleration'))!;
  const chosenThree = paperThree.find((option) => option.endsWith('.2'))!;

  await page.getByRole('region', { name: 'Exam submission' }).getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Exam submitted successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/result\//);

  // The result lists the answered questions first: found by their titles.
  const resultOf = (title: string) =>
    page.getByRole('group', { name: /^Result of question \d+$/ }).filter({ hasText: title });
  const slope = resultOf('What does its slope give?');
  const primes = resultOf('Which of these numbers are prime?');
  await expect(primes.locator('[data-chosen]')).toBeVisible();
  // The same options in the same order, the chosen one under the same letter.
  expect(await optionsShown(slope)).toEqual(paperOne);
  expect(await optionsShown(slope.locator('[data-chosen]'))).toEqual([chosenOne]);
  expect(await optionsShown(primes)).toEqual(paperThree);
  expect(await optionsShown(primes.locator('[data-chosen]'))).toEqual([chosenThree]);
});
