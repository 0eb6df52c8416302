import type { APIRequestContext } from '@playwright/test';
import { expectAudited, studentApp } from '../support/console';
import { expect, test } from '../support/fixtures';
import { openSignedIn, openStaffSignedIn } from '../support/signed-in';
import { apiCaller, staffSession, studentInNewGroup, studentSession } from '../support/staff-api';

// A tiny PNG (1×1) to attach to the Teacher's reply.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A new group granting the Teacher's Q&A course and a new student in it (the demo ones stay as they
 * are), with the Teacher's first subject to ask in.
 */
async function askerOfItsOwn(request: APIRequestContext, baseURL: string, label: string, sid: string) {
  const call = apiCaller(request, baseURL);
  const admin = await staffSession(request, baseURL);
  const teacherLogin = await request.post(`${baseURL}/api/staff/login`, {
    data: { username: 'teacher', password: 'teacher1234' },
  });
  const [subject] = await call<{ _id: string; courseId: string; chapters: { _id: string }[] }[]>(
    'GET',
    '/staff/qa/subjects',
    teacherLogin.headers().sessionid!,
  );
  const stamp = Date.now() % 100000;
  const { student } = await studentInNewGroup(request, baseURL, admin, {
    group: `${label} ${stamp}`,
    courseId: subject!.courseId,
    name: `Asker ${stamp}`,
    sid: `${sid}${stamp}`,
  });
  return { call, subject: subject!, stamp, student };
}

test('a student asks; the Teacher replies with a picture from the inbox and completes it; the student is told live', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const { call, subject, stamp, student } = await askerOfItsOwn(request, baseURL!, 'Q&A journey', 'QA');

  const app = await studentApp(browser, baseURL!);
  await openSignedIn(app.page, student.phone, student.password);
  await expect(app.page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await expect.poll(() => app.logged.includes('socket connected')).toBe(true);
  const { bell, unseen } = app;
  const before = await unseen();
  const text = `Why is the sky blue at noon but red at sunset? ${stamp}`;
  const studentSession = await app.page.evaluate(() => localStorage.getItem('sessionId'));
  await call('POST', '/qa/add-question', studentSession ?? undefined, {
    studentId: student.id,
    courseId: subject.courseId,
    subjectId: subject._id,
    chapterId: subject.chapters[0]!._id,
    questionDescription: text,
  });

  // The Teacher's inbox opens first, unanswered first; the new question is found by its words.
  await openStaffSignedIn(page, 'teacher', 'teacher1234', '/staff/qa');
  await expect(page.getByRole('heading', { name: 'Q&A inbox' })).toBeVisible();
  await page.getByLabel('Search questions').fill(String(stamp));
  await page.getByLabel('Search questions').press('Enter');
  const row = page.getByRole('row').filter({ hasText: text });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Unanswered');
  await row.getByText(text).click();

  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText(text)).toBeVisible();
  await drawer
    .getByLabel('Your reply')
    .fill('Shorter blue light scatters more; at sunset light crosses more air.');
  await drawer
    .locator('input[type=file]')
    .setInputFiles({ name: 'sky.png', mimeType: 'image/png', buffer: png });
  await expect(drawer.getByLabel('Upload of sky.png')).toHaveAttribute('aria-valuenow', '100');
  await drawer.getByRole('button', { name: 'Send reply' }).click();
  const replies = drawer.getByRole('region', { name: 'Replies' });
  await expect(replies).toContainText('Shorter blue light scatters more');
  await expect(replies.getByRole('img', { name: 'Attached picture' })).toBeVisible();

  // The student is told at once, without a reload.
  await expect.poll(unseen).toBe(before + 1);
  await bell.click();
  await expect(
    app.page.getByRole('dialog', { name: 'Notifications' }).getByTestId('notification-item').first(),
  ).toContainText('A teacher has replied to your question.');

  // Mark completed, then reopen; an abusive word is edited out of the question.
  await drawer.getByRole('button', { name: 'Mark completed' }).click();
  await expect(drawer.getByText('This question is completed. Reopen it to reply.')).toBeVisible();
  await drawer.getByRole('button', { name: 'Reopen' }).click();
  await expect(drawer.getByLabel('Your reply')).toBeVisible();
  await drawer.getByRole('button', { name: 'Edit question' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit question' });
  await edit.getByLabel('Text').fill(`${text} (edited)`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(drawer.getByText(`${text} (edited)`)).toBeVisible();
  await drawer.getByRole('button', { name: 'Mark completed' }).click();
  await expect(drawer.getByText('Completed', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  // The inbox shows open questions by default: the completed one is under Completed.
  await expect(row).toHaveCount(0);
  await page.getByLabel('Status').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Completed' })
    .click();
  await expect(row).toContainText('Completed');

  // Deleting asks first, saying what goes.
  await row.getByText(text).click();
  await drawer.getByRole('button', { name: 'Delete question' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this question?' });
  await expect(confirm).toContainText('1 reply are removed for everyone');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await app.context.close();
  // The audit log shows this write.
  await expectAudited(request, baseURL!, { username: 'teacher', section: 'qa staff', action: 'reply' });
});

test('formulas in a question and in the Teacher’s reply are drawn in the inbox and the thread, as students see them', async ({
  page,
  request,
  baseURL,
}) => {
  const { call, subject, stamp, student } = await askerOfItsOwn(request, baseURL!, 'Q&A formulas', 'QF');
  await call(
    'POST',
    '/qa/add-question',
    await studentSession(request, baseURL!, student.phone, student.password),
    {
      studentId: student.id,
      courseId: subject.courseId,
      subjectId: subject._id,
      chapterId: subject.chapters[0]!._id,
      questionDescription: `Why does $F = ma$ hold? ${stamp}`,
    },
  );

  await openStaffSignedIn(page, 'teacher', 'teacher1234', '/staff/qa');
  await page.getByLabel('Search questions').fill(String(stamp));
  await page.getByLabel('Search questions').press('Enter');
  const row = page.getByRole('row').filter({ hasText: String(stamp) });
  await expect(row.locator('.katex')).toHaveCount(1);
  await expect(row).not.toContainText('$');
  await row.getByText('Why does').click();

  const drawer = page.getByRole('dialog');
  await expect(drawer.locator('.katex').first()).toBeVisible();
  await drawer
    .getByLabel('Your reply')
    .fill('Because $\\vec F = m\\vec a$ for a fixed mass. Also \\ce{H2O}.');
  await drawer.getByRole('button', { name: 'Send reply' }).click();
  const replies = drawer.getByRole('region', { name: 'Replies' });
  await expect(replies).toContainText('for a fixed mass');
  await expect(replies.locator('.katex')).toHaveCount(2);
  await expect(replies.locator('.katex-html').first()).toBeVisible();
  expect(await replies.innerText()).not.toMatch(/\\(vec|ce)\b|\$/);
});

test('the inbox fits a 768 px tablet without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await openStaffSignedIn(page, 'teacher', 'teacher1234', '/staff/qa');
  await expect(page.getByRole('heading', { name: 'Q&A inbox' })).toBeVisible();
  await expect(page.getByRole('row')).not.toHaveCount(1);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth),
  ).toBe(false);
});
