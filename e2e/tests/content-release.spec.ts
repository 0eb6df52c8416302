import { courseOfItsOwn, pdf, put } from '../support/content-api';
import { expect, test } from '../support/fixtures';
import { openSignedIn } from '../support/signed-in';
import { studentSession } from '../support/staff-api';

const DAY_MS = 24 * 60 * 60_000;

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

  await openSignedIn(page, own.student.phone, own.student.password);
  await expect(page.getByRole('heading', { name: 'My Courses' })).toBeVisible();
  await page.goto(`/notes/${own.lecture._id}/lecture`);
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
