import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, toast } from '../support/fixtures';
import { openSignedIn, openStaffSignedIn } from '../support/signed-in';
import { apiCaller, staffSession, studentInNewGroup, studentSession } from '../support/staff-api';

const pdf = (label: string) => Buffer.from(`%PDF-1.4\n% ${label}\n`);
const DAY_MS = 24 * 60 * 60_000;

/** PUTs bytes to a signed upload URL of the API. */
async function put(
  request: APIRequestContext,
  baseURL: string,
  signedUrl: string,
  data: Buffer,
  type: string,
) {
  const url = new URL(signedUrl, baseURL).toString();
  const res = await request.put(url, { data, headers: { 'content-type': type } });
  expect(res.ok(), await res.text()).toBe(true);
}

/**
 * A course of its own (subject, lecture, a published video named by its file, "v"), given to a new
 * group with a signed-up student; returns what the journey needs.
 */
async function courseOfItsOwn(request: APIRequestContext, baseURL: string, stamp: string) {
  const call = apiCaller(request, baseURL);
  const admin = await staffSession(request, baseURL);
  const course = await call<{ _id: string }>('POST', '/staff/courses', admin, { name: `Naming ${stamp}` });
  const subject = await call<{ _id: string }>('POST', '/staff/subjects', admin, {
    courseId: course._id,
    name: `Algebra ${stamp}`,
  });
  const lecture = await call<{ _id: string }>('POST', '/staff/items', admin, {
    kind: 'lecture',
    subjectId: subject._id,
    name: `Squares ${stamp}`,
  });
  const hls = await call<{
    key: string;
    uploads: { path: string; signedUrl: string; contentType: string }[];
  }>('POST', '/staff/videos/hls-upload', admin, { files: ['master.m3u8'] });
  await put(
    request,
    baseURL,
    hls.uploads[0]!.signedUrl,
    Buffer.from('#EXTM3U\n'),
    hls.uploads[0]!.contentType,
  );
  await call('POST', `/staff/items/${lecture._id}/videos`, admin, {
    title: 'v',
    hls: { key: hls.key },
    isPublished: true,
  });
  const { student } = await studentInNewGroup(request, baseURL, admin, {
    group: `Naming ${stamp}`,
    courseId: course._id,
    name: 'Nabila Rahman',
    sid: `N${stamp}`,
  });
  return { admin, call, courseName: `Naming ${stamp}`, subject, lecture, student };
}

/** Opens a course's lecture in the console's tree. */
async function openLecture(page: Page, course: string, subject: string, lecture: string) {
  const tree = page.getByRole('tree', { name: 'Courses' });
  const node = (name: string) => tree.locator('.ant-tree-treenode').filter({ hasText: name });
  for (const name of [course, subject]) {
    await node(name).getByText(name).click();
    const switcher = node(name).locator('.ant-tree-switcher_close');
    if (await switcher.count()) await switcher.click();
  }
  await node(lecture).getByText(lecture).click();
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

  // The student sees the new title, the description's math rendered, and both notes.
  const studentPage = await browser.newPage();
  await openSignedIn(
    studentPage,
    own.student.phone,
    own.student.password,
    `/videos/${own.lecture._id}/lecture`,
  );
  await expect(studentPage.getByText(`Squares explained ${stamp}`)).toBeVisible();
  await expect(studentPage.getByTestId('video-description').locator('.katex').first()).toBeVisible();
  await studentPage.goto(`/notes/${own.lecture._id}/lecture`);
  await expect(studentPage.getByText(`Squares worksheet ${stamp}`)).toBeVisible();
  await expect(studentPage.getByText(`Squares answers ${stamp}`)).toBeVisible();
  await studentPage.close();
});

test('a note scheduled for tomorrow is hidden from the student, its file refused, while a published one shows', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const own = await courseOfItsOwn(request, baseURL!, stamp);
  const keys: string[] = [];
  for (const label of ['now', 'tomorrow']) {
    const signed = await own.call<{ key: string; signedUrl: string }>(
      'GET',
      '/content/signed-request?mimeType=application%2Fpdf&purpose=content',
      own.admin,
    );
    await put(request, baseURL!, signed.signedUrl, pdf(label), 'application/pdf');
    keys.push(signed.key);
  }
  const notes = await own.call<{ _id: string }[]>(
    'POST',
    `/staff/items/${own.lecture._id}/files/bulk`,
    own.admin,
    {
      files: [
        { title: `Published note ${stamp}`, key: keys[0] },
        {
          title: `Tomorrow's note ${stamp}`,
          key: keys[1],
          releaseAt: new Date(Date.now() + DAY_MS).toISOString(),
        },
      ],
    },
  );

  await openSignedIn(page, own.student.phone, own.student.password, `/notes/${own.lecture._id}/lecture`);
  await expect(page.getByText(`Published note ${stamp}`)).toBeVisible();
  await expect(page.getByText(`Tomorrow's note ${stamp}`)).toHaveCount(0);

  // Signed in through the API now (which ends the page's session): the file addresses as the app asks.
  const session = await studentSession(request, baseURL!, own.student.phone, own.student.password);
  const fileUrl = (id: string) =>
    request.get(`${baseURL}/api/content/file-url/${id}`, {
      headers: { authorization: session, agent: 'browser' },
    });
  expect((await fileUrl(notes[0]!._id)).status()).toBe(200);
  expect((await fileUrl(notes[1]!._id)).status()).toBe(404);
});
