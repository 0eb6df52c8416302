import type { Page } from '@playwright/test';
import { openCourseNode } from '../support/console';
import { courseOfItsOwn, pdf } from '../support/content-api';
import { expect, test, toast } from '../support/fixtures';
import { PNG } from '../support/pictures';
import { openSignedIn, openStaffSignedIn } from '../support/signed-in';

/** Opens a course's lecture in the console's tree. */
async function openLecture(page: Page, course: string, subject: string, lecture: string) {
  await openCourseNode(page, 'Courses', [course, subject, lecture]);
  await expect(page.getByText(`Lecture: ${lecture}`)).toBeVisible();
}

test('staff rename a video with a description in math and add two notes at once; the student sees both', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const own = await courseOfItsOwn(request, baseURL!, stamp);
  await openStaffSignedIn(page, 'content', 'content1234', '/staff/courses');
  await openLecture(page, own.courseName, `Algebra ${stamp}`, `Squares ${stamp}`);

  // Rename the video, with a description holding math (shown as students will see it).
  const card = page.getByTestId('video-card');
  await card.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit video' });
  await edit.getByLabel('Title').fill(`Squares explained ${stamp}`);
  await edit.getByLabel('Description').fill('The area of a square of side $x$ is $x^2$.');
  await expect(edit.getByTestId('description-preview').locator('.katex').first()).toBeVisible();
  // A thumbnail of its own, uploaded at once and shown before it is saved with the rest.
  await edit
    .locator('input[type=file]')
    .setInputFiles({ name: 'thumb.png', mimeType: 'image/png', buffer: PNG });
  await expect(edit.getByRole('img', { name: /^Thumbnail of / })).toHaveAttribute('src', /uploads\//);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(card).toContainText(`Squares explained ${stamp}`);

  // Two notes at once, each with its title.
  await page.getByLabel('Upload notes (PDF)').setInputFiles([
    { name: 'n1.pdf', mimeType: 'application/pdf', buffer: pdf('one') },
    { name: 'n2.pdf', mimeType: 'application/pdf', buffer: pdf('two') },
  ]);
  const add = page.getByRole('dialog', { name: 'Add notes' });
  const titles = add.getByLabel('Title');
  await expect(titles).toHaveCount(2);
  await titles.nth(0).fill(`Squares worksheet ${stamp}`);
  await titles.nth(1).fill(`Squares answers ${stamp}`);
  await add.getByRole('button', { name: 'Upload and add' }).click();
  await expect(toast(page, 'Notes added')).toBeVisible();
  await expect(page.getByTestId('note-row')).toHaveCount(2);

  // The student sees the new title and both notes.
  const studentContext = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  const studentPage = await studentContext.newPage();
  await openSignedIn(
    studentPage,
    own.student.phone,
    own.student.password,
    `/videos/${own.lecture._id}/lecture`,
  );
  await expect(studentPage.getByText(`Squares explained ${stamp}`)).toBeVisible();
  // Its description under the title, the formula drawn (no raw $…$).
  const videoCard = studentPage.getByRole('button', { name: `Play Squares explained ${stamp}` });
  await expect(videoCard).toContainText('The area of a square of side');
  await expect(videoCard.locator('.katex').first()).toBeVisible();
  await expect(videoCard).not.toContainText('$x^2$');
  // Its thumbnail, drawn.
  const thumbnail = videoCard.getByRole('img', { name: `Squares explained ${stamp}` });
  await expect(thumbnail).toHaveAttribute('src', /uploads\//);
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await studentPage.goto(`/notes/${own.lecture._id}/lecture`);
  await expect(studentPage.getByText(`Squares worksheet ${stamp}`)).toBeVisible();
  await expect(studentPage.getByText(`Squares answers ${stamp}`)).toBeVisible();
  await studentContext.close();
});
