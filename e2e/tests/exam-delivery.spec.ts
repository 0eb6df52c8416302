import type { APIRequestContext, Page } from '@playwright/test';
import { question, startExam } from '../support/exam-paper';
import { expect, test, toast } from '../support/fixtures';
import { openSignedIn, openStaffSignedIn } from '../support/signed-in';
import {
  apiCaller,
  examOfItsOwn,
  scienceStudent,
  sitExam,
  staffSession,
  studentInNewGroup,
  studentSession,
} from '../support/staff-api';

const submitExam = async (page: Page) => {
  await page.getByRole('region', { name: 'Exam submission' }).getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Exam submitted successfully!')).toBeVisible();
};

/** The paper's page controls. */
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pages' });

/** Expects page `n` of `count` of a sequential paper of one question per page: question `n` alone, no Previous. */
async function expectOnlyQuestion(page: Page, n: number, count: number) {
  await expect(pager(page).getByText(`Page ${n} of ${count}`)).toBeVisible();
  await expect(question(page, n)).toBeVisible();
  await expect(page.getByRole('group', { name: /^Question \d+$/ })).toHaveCount(1);
  await expect(pager(page).getByRole('button', { name: 'Previous' })).toHaveCount(0);
}

/** Moves on to the next page of a sequential paper, through its "cannot come back" question. */
async function nextPageForGood(page: Page) {
  await pager(page).getByRole('button', { name: 'Next' }).click();
  const ask = page.getByRole('dialog', { name: 'Go to the next page?' });
  await expect(ask).toContainText('You cannot come back to this page.');
  await ask.getByRole('button', { name: 'Next' }).click();
  await expect(ask).toHaveCount(0);
}

/** The demo admin's session and a new student in a new group of their own, named after `label`. */
async function newGroupStudent(request: APIRequestContext, baseURL: string, label: string) {
  const stamp = Date.now();
  const admin = await staffSession(request, baseURL);
  const { student, groupId } = await studentInNewGroup(request, baseURL, admin, {
    group: `${label} ${stamp}`,
    name: `${label} Student`,
    sid: `${label.slice(0, 1)}${stamp}`,
  });
  return { stamp, admin, student, groupId };
}

/** Two hours from now: a window that stays open through a journey. */
const twoHoursOn = () => Date.now() + 2 * 3_600_000;

test('a sequential paper of one question per page is sat on the phone, never going back, and the result shows its feedback', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const student = await scienceStudent(request, baseURL!, {
    name: 'Sequential Student',
    sid: `S${Date.now()}`,
  });
  await openSignedIn(page, student.phone, student.password);
  await startExam(page, 'Practice: One Question at a Time', 'Practice Exam');

  const answers = ['Newton', '7', '144', 'Nucleus', 'Chloroplast'];
  for (const [index, answer] of answers.entries()) {
    const n = index + 1;
    await expectOnlyQuestion(page, n, 5);
    if (n === 3) {
      // A reload resumes on the page reached, never an earlier one.
      await page.reload();
      await expectOnlyQuestion(page, 3, 5);
    }
    // Each option's name starts with its letter ("A. Newton").
    await question(page, n)
      .getByRole('radio', { name: new RegExp(`\\. ${answer}$`) })
      .check();
    await expect(question(page, n)).toHaveAttribute('data-answer-state', 'saved');
    if (n === 1) {
      // Staying keeps the page and its answer.
      await pager(page).getByRole('button', { name: 'Next' }).click();
      await page
        .getByRole('dialog', { name: 'Go to the next page?' })
        .getByRole('button', { name: 'Stay' })
        .click();
      await expect(page.getByRole('dialog', { name: 'Go to the next page?' })).toHaveCount(0);
      await expectOnlyQuestion(page, 1, 5);
      await expect(question(page, 1).getByRole('radio', { name: /\. Newton$/ })).toBeChecked();
    }
    if (n < answers.length) await nextPageForGood(page);
  }
  await expect(pager(page).getByRole('button', { name: 'Next' })).toBeDisabled();
  // The answers of the pages left behind still count.
  await expect(page.getByRole('region', { name: 'Exam submission' })).toContainText('5/5 answered');
  await submitExam(page);
  await expect(page).toHaveURL(/\/result\//);
  await expect(page.getByLabel('Total marks')).toHaveText('5.00 / 5.00');
  await expect(page.getByText('Excellent! You are ready for the live test.')).toBeVisible();
});

test('an exam set to "marks only, at once" shows the marks without the key right after the submit', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { stamp, admin, student, groupId } = await newGroupStudent(request, baseURL!, 'Marks Only');
  await examOfItsOwn(request, baseURL!, admin, {
    title: `Marks only ${stamp}`,
    groupId,
    exam: { shuffleOptions: false, delivery: { resultShows: 'marks', resultTiming: 'atOnce' } },
    endsAt: twoHoursOn(),
    duration: 30,
  });
  await openSignedIn(page, student.phone, student.password);
  await startExam(page, `Marks only ${stamp}`);
  await question(page, 1).getByRole('radio', { name: 'Dhaka' }).check();
  await expect(question(page, 1)).toHaveAttribute('data-answer-state', 'saved');
  await submitExam(page);
  await expect(page).toHaveURL(/\/result\//);
  await expect(page.getByLabel('Total marks')).toHaveText('1.00 / 1.00');
  await expect(
    page.getByText('The answers and the key are not shown for this result yet, or not for this exam.'),
  ).toBeVisible();
  await expect(page.getByText('Correct answer')).toHaveCount(0);
  await expect(page.getByText('Dhaka')).toHaveCount(0);
});

test('an exam set to "marks, key and explanations at publish" shows nothing before publishing and everything after', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { stamp, admin, student, groupId } = await newGroupStudent(request, baseURL!, 'At Publish');
  // The window stays open while the student sits the exam through the API; staff then close it and publish.
  const w = await examOfItsOwn(request, baseURL!, admin, {
    title: `At publish ${stamp}`,
    groupId,
    questions: [
      {
        type: 'MCQ',
        title: 'Capital of Bangladesh?',
        options: ['Dhaka', 'Khulna', 'Sylhet'],
        answer: ['Dhaka'],
        explanation: `Dhaka is the capital ${stamp}.`,
        point: 1,
      },
    ],
    exam: {
      shuffleOptions: false,
      delivery: {
        resultShows: 'marksKeyExplanations',
        resultTiming: 'atPublish',
        feedbackBands: [{ from: 50, to: 100, text: `Well done ${stamp}` }],
      },
    },
    endsAt: twoHoursOn(),
    duration: 30,
  });
  const session = await studentSession(request, baseURL!, student.phone, student.password);
  await sitExam(request, baseURL!, session, w, () => ['Dhaka']);

  // Before publishing: the result page says so and leads back to My Exams, showing nothing of the result.
  await openSignedIn(page, student.phone, student.password, `/result/${w.examId}/${groupId}`);
  await expect(toast(page, 'The result is not published yet')).toBeVisible();
  await expect(page).toHaveURL(/\/exams$/);
  await expect(page.getByLabel('Total marks')).toHaveCount(0);
  await expect(page.getByText(`Dhaka is the capital ${stamp}.`)).toHaveCount(0);

  // Publishing is refused while the window is open; staff close it, then publish.
  const publish = () =>
    request.post(`${baseURL}/api/staff/exams/${w.examId}/publish`, {
      headers: { authorization: admin, agent: 'browser' },
      data: { groupId },
    });
  expect((await publish()).status()).toBe(409);
  await apiCaller(request, baseURL!)('PATCH', `/staff/exams/${w.examId}/assignments/${groupId}`, admin, {
    endsAt: new Date().toISOString(),
  });
  const published = await publish();
  expect(published.ok(), await published.text()).toBe(true);

  await page.goto(`/result/${w.examId}/${groupId}`);
  await expect(page.getByLabel('Total marks')).toHaveText('1.00 / 1.00');
  await expect(page.getByText(`Dhaka is the capital ${stamp}.`)).toBeVisible();
  await expect(page.getByText('Correct answer')).toBeVisible();
  await expect(page.getByText(`Well done ${stamp}`)).toBeVisible();
});

test('staff duplicate an exam and set its copy to one question per page, in order, in the editor; the student sits the copy page by page', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { stamp, admin, student, groupId } = await newGroupStudent(request, baseURL!, 'Copy');
  const title = `Delivery copy ${stamp}`;
  // The original, all questions on one page, is given to another group: the student sees only the copy.
  await examOfItsOwn(request, baseURL!, admin, {
    title,
    group: `Delivery original ${stamp}`,
    questions: ['Dhaka', 'Chattogram', 'Khulna'].map((city) => ({
      type: 'MCQ',
      title: `Which city is ${city}?`,
      options: [city, 'Neither'],
      answer: [city],
      point: 1,
    })),
    exam: { shuffleOptions: false },
    endsAt: twoHoursOn(),
    duration: 30,
  });

  // The console on a desktop screen, beside the student's phone.
  const desk = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  try {
    const staff = await desk.newPage();
    await openStaffSignedIn(staff, 'examcontroller', 'examcontroller1234', '/staff/exams');
    await staff.getByLabel('Search exams').fill(title);
    await staff.getByLabel('Search exams').press('Enter');
    const row = staff.getByRole('row').filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: 'Duplicate', exact: true }).click();
    await expect(staff.getByRole('heading', { name: `${title} (copy)`, level: 4 })).toBeVisible();
    const copyId = new URL(staff.url()).searchParams.get('exam')!;
    await staff.getByLabel('Questions per page').fill('1');
    await staff.getByRole('radio', { name: 'Sequential: page by page, no going back' }).check();
    await staff.getByRole('button', { name: 'Save exam' }).click();
    await expect(toast(staff, 'Exam saved')).toBeVisible();
    const call = apiCaller(request, baseURL!);
    const copy = await call<{ delivery: { questionsPerPage: number | null; navigation: string } }>(
      'GET',
      `/staff/exams/${copyId}`,
      admin,
    );
    expect([copy.delivery.questionsPerPage, copy.delivery.navigation]).toEqual([1, 'sequential']);
    await call('POST', `/staff/exams/${copyId}/assignments`, admin, {
      groupId,
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(twoHoursOn()).toISOString(),
      duration: 30,
    });
  } finally {
    await desk.close();
  }

  await openSignedIn(page, student.phone, student.password, '/exams');
  await expect(page.getByRole('article', { name: `${title} (copy)` })).toBeVisible();
  await expect(page.getByRole('article', { name: title, exact: true })).toHaveCount(0);
  await startExam(page, `${title} (copy)`);
  for (const [index, city] of ['Dhaka', 'Chattogram', 'Khulna'].entries()) {
    const n = index + 1;
    await expectOnlyQuestion(page, n, 3);
    await expect(question(page, n)).toContainText(`Which city is ${city}?`);
    await question(page, n).getByRole('radio', { name: city }).check();
    await expect(question(page, n)).toHaveAttribute('data-answer-state', 'saved');
    if (n < 3) await nextPageForGood(page);
  }
  await expect(pager(page).getByRole('button', { name: 'Next' })).toBeDisabled();
  await submitExam(page);
  // Its result waits for publishing: the student is back on My Exams.
  await expect(page).toHaveURL(/\/exams$/);
});
