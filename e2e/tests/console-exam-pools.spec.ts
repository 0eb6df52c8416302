import type { Page } from '@playwright/test';
import { studentApp } from '../support/console';
import { question, startExam } from '../support/exam-paper';
import { expect, test, toast } from '../support/fixtures';
import { openSignedIn, openStaffSignedIn } from '../support/signed-in';
import { admittedStudent, apiCaller, staffSession, studentInNewGroup } from '../support/staff-api';

/** The drawn questions' numbers ("Pool question 7 <stamp>") on a student's paper of `count` questions. */
async function drawnOn(page: Page, count: number, stamp: string): Promise<number[]> {
  const found: number[] = [];
  for (let n = 1; n <= count; n++) {
    const text = (await question(page, n).textContent()) ?? '';
    const match = new RegExp(`Pool question (\\d+) ${stamp}`).exec(text);
    if (match) found.push(Number(match[1]));
  }
  return found.sort((a, b) => a - b);
}

/** The pool's size: 4 are drawn from it for each set. */
const POOL = 40;

interface Item {
  title: string;
  attempts: number;
  shareCorrect: number | null;
}

test('a controller adds bank questions at random (no more than are left) and draws 4 of 40 pool questions in two sets: two students get sets A and B with their own papers, kept on reload, marked rightly, and the item analysis counts each question over the attempts that got it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const tag = `pool-${stamp}`;
  const admin = await staffSession(request, baseURL!);
  const api = apiCaller(request, baseURL!);
  // Forty bank questions of 2 marks under one tag (the right option is always "right"), three to list.
  for (let i = 1; i <= POOL; i++)
    await api('POST', '/staff/questions', admin, {
      type: 'MCQ',
      title: `Pool question ${i} ${stamp}`,
      options: ['right', 'wrong'],
      answer: ['right'],
      point: 2,
      tags: [tag],
    });
  for (const letter of ['A', 'B', 'C'])
    await api('POST', '/staff/questions', admin, {
      type: 'MCQ',
      title: `Fixed ${stamp} question ${letter}`,
      options: ['right', 'wrong'],
      answer: ['right'],
      point: 2,
    });
  const { student: first, groupId } = await studentInNewGroup(request, baseURL!, admin, {
    group: `Pools group ${stamp}`,
    name: `Pool First ${stamp}`,
    sid: `PF${stamp}`,
  });
  const second = await admittedStudent(request, baseURL!, admin, {
    name: `Pool Second ${stamp}`,
    sid: `PS${stamp}`,
    groupIds: [groupId],
  });
  const title = `Drawn paper ${stamp}`;

  // The paper: one listed question, saved, then a pool section.
  await page.setViewportSize({ width: 768, height: 1024 });
  await openStaffSignedIn(page, 'examcontroller', 'examcontroller1234', '/staff/exams');
  await page.getByRole('button', { name: 'New exam' }).click();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByRole('radiogroup', { name: 'Kind' }).getByRole('radio', { name: 'Practice exam' }).check();
  await page
    .getByRole('radiogroup', { name: 'Negative marking' })
    .getByRole('radio', { name: 'None: a wrong answer loses nothing' })
    .check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const bank = page.getByRole('region', { name: 'Question bank' });
  await bank.getByLabel('Search the bank').fill(`Fixed ${stamp}`);
  await bank.getByLabel('Search the bank').press('Enter');
  await bank.getByRole('button', { name: /^Add Fixed .* A$/ }).click();
  // The rest at random from the search: more than are left off the paper is refused, with the numbers.
  await bank.getByLabel('Random questions to add').fill('3');
  await bank.getByRole('button', { name: 'Add at random' }).click();
  await expect(
    toast(page, 'Cannot add 3 random questions: only 2 match the filter and are not on the paper'),
  ).toBeVisible();
  await expect(page.getByText('1 question · 2 marks')).toBeVisible();
  await bank.getByLabel('Random questions to add').fill('2');
  await bank.getByRole('button', { name: 'Add at random' }).click();
  await expect(toast(page, '2 random questions added')).toBeVisible();
  await expect(page.getByText('3 questions · 6 marks')).toBeVisible();
  await expect(bank.getByRole('button', { name: /^Added Fixed/ })).toHaveCount(3);
  await page.getByRole('button', { name: 'Save exam' }).click();
  await expect(toast(page, 'Exam saved')).toBeVisible();
  await expect(page).toHaveURL(/\?exam=[\w-]{36}&step=2$/);
  const examId = new URL(page.url()).searchParams.get('exam')!;

  const pools = page.locator('.ant-card').filter({ hasText: 'Questions drawn from pools' });
  const tags = pools.getByLabel('Tags', { exact: true });
  await tags.click();
  await tags.fill(tag);
  await tags.press('Enter');
  await page.keyboard.press('Escape');
  // The editor shows the pool's size; more than it holds is refused, in words.
  await pools.getByLabel('Questions to draw').fill(String(POOL + 1));
  await expect(pools.getByText(`Cannot draw ${POOL + 1} questions from a pool of ${POOL}`)).toBeVisible();
  await expect(pools.getByRole('button', { name: 'Add pool section' })).toBeDisabled();
  await pools.getByLabel('Questions to draw').fill('4');
  await expect(pools.getByText(`pool of ${POOL} · 2 marks`)).toBeVisible();
  await pools.getByRole('button', { name: 'Add pool section' }).click();
  const saved = pools.getByRole('list', { name: 'Questions drawn from pools' }).getByRole('listitem');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText(`4 from Any subject › ${tag} · pool of ${POOL} · 2 marks`);
  // In two sets: the students get them in turn, each set its own draw.
  const sets = pools.getByRole('radiogroup', { name: 'Sets' });
  await expect(sets.getByRole('radio', { name: 'none' })).toBeChecked();
  await sets.getByText('2', { exact: true }).click();
  await expect(sets.getByRole('radio', { name: '2', exact: true })).toBeChecked();
  await expect
    .poll(
      async () => (await api<{ setCount: number }>('GET', `/staff/exams/${examId}/pools`, admin)).setCount,
    )
    .toBe(2);

  await api('POST', `/staff/exams/${examId}/assignments`, admin, {
    groupId,
    startsAt: new Date(Date.now() - 60_000).toISOString(),
    duration: 30,
  });

  // Each student sits it: their own four drawn questions, the same after a reload.
  /** The "Set: X" line of the exam header or the result (its label's parent). */
  const setLine = (on: Page) => on.getByText('Set:', { exact: true }).locator('xpath=..');
  const sit = async (student: { phone: string; password: string }, answerDrawn: boolean, set: string) => {
    const phone = await studentApp(browser, baseURL!);
    try {
      await openSignedIn(phone.page, student.phone, student.password);
      await startExam(phone.page, title, 'Practice Exam');
      await expect(phone.page.getByRole('group', { name: /^Question \d$/ })).toHaveCount(7);
      await expect(setLine(phone.page)).toHaveText(`Set: ${set}`);
      const drawn = await drawnOn(phone.page, 7, stamp);
      expect(drawn).toHaveLength(4);
      await phone.page.reload();
      await expect(question(phone.page, 7)).toBeVisible();
      expect(await drawnOn(phone.page, 7, stamp)).toEqual(drawn);
      for (let n = 1; n <= 7; n++) {
        const isFixed = ((await question(phone.page, n).textContent()) ?? '').includes(`Fixed ${stamp}`);
        if (!isFixed && !answerDrawn) continue;
        await question(phone.page, n)
          .getByRole('radio', { name: /right$/ })
          .check();
        await expect(question(phone.page, n)).toHaveAttribute('data-answer-state', 'saved');
      }
      await phone.page
        .getByRole('region', { name: 'Exam submission' })
        .getByRole('button', { name: 'Submit' })
        .click();
      await phone.page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
      await expect(phone.page).toHaveURL(/\/result\//);
      // Marks: 2 for each right answer of the 7 on the paper.
      await expect(phone.page.getByLabel('Total marks')).toHaveText(
        answerDrawn ? '14.00 / 14.00' : '6.00 / 14.00',
      );
      await expect(setLine(phone.page)).toHaveText(`Set: ${set}`);
      return drawn;
    } finally {
      await phone.context.close();
    }
  };
  const firstDrawn = await sit(first, true, 'A');
  const secondDrawn = await sit(second, false, 'B');
  // The sets' different draws (4 of 40: two alike by chance once in 91,390; 4 of 12, once in 495, was
  // too likely for a journey run on every CI run).
  expect(secondDrawn).not.toEqual(firstDrawn);

  // The item analysis counts each drawn question over the attempts that got it.
  const items = async () =>
    (await api<{ items: Item[] }>('GET', `/staff/exams/${examId}/item-analysis`, admin)).items;
  await expect.poll(async () => (await items()).find((i) => i.title.includes('Fixed'))?.attempts).toBe(2);
  const analysis = await items();
  for (let i = 1; i <= POOL; i++) {
    const item = analysis.find((it) => it.title === `Pool question ${i} ${stamp}`);
    const byFirst = firstDrawn.includes(i);
    const bySecond = secondDrawn.includes(i);
    if (!byFirst && !bySecond) {
      expect(item?.attempts ?? 0).toBe(0);
      continue;
    }
    expect(item?.attempts).toBe(Number(byFirst) + Number(bySecond));
    expect(item?.shareCorrect).toBe(byFirst ? (bySecond ? 0.5 : 1) : 0);
  }
  // The console shows those shares: a question only the first student got is 100% correct.
  const onlyFirst = firstDrawn.find((n) => !secondDrawn.includes(n))!;
  await page.goto(`/staff/results/${examId}`);
  await page.getByRole('tab', { name: 'Item analysis' }).click();
  await expect(
    page.getByRole('row').filter({ hasText: `Pool question ${onlyFirst} ${stamp}` }),
  ).toContainText('100%');
});
