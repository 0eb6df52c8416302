import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures';
import { openStaffSignedIn } from '../support/signed-in';
import { examOfItsOwn, staffSession, studentInNewGroup } from '../support/staff-api';

test('an exam controller prints the OMR sheets of an exam for its group and gets a PDF', async ({
  page,
  request,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const admin = await staffSession(request, baseURL!);
  const { groupId } = await studentInNewGroup(request, baseURL!, admin, {
    group: `OMR group ${stamp}`,
    name: `OMR Student ${stamp}`,
    sid: `OMR${stamp}`,
  });
  const { examId } = await examOfItsOwn(request, baseURL!, admin, {
    title: `OMR paper ${stamp}`,
    groupId,
    endsAt: Date.now() + 2 * 3_600_000,
    duration: 30,
  });
  await openStaffSignedIn(page, 'examcontroller', 'examcontroller1234', `/staff/exams?exam=${examId}`);
  await page.getByRole('button', { name: 'Paper exam (OMR)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paper exam (OMR)' });
  // The exam's only group is chosen already.
  await expect(dialog.getByText(`OMR group ${stamp}`)).toBeVisible();
  const answer = page.waitForResponse((r) => r.url().includes(`/omr-sheets.pdf?groupId=${groupId}`));
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Print OMR sheets' }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^omr-sheets-.*-group\.pdf$/);
  expect((await readFile(await file.path())).subarray(0, 5).toString()).toBe('%PDF-');
});
