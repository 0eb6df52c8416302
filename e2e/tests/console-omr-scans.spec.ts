import type { APIRequestContext } from '@playwright/test';
import {
  filledSheetJpeg,
  pdfOfPages,
  phonePhotoOfSheet,
} from '../../apps/server/src/lib/omr-read/filled-sheets';
import { expect, test } from '../support/fixtures';
import { openStaffSignedIn } from '../support/signed-in';
import { admittedStudent, examOfItsOwn, omrTemplate, staffSession } from '../support/staff-api';

/**
 * An exam of its own in a new group, and a student of that group whose roll (digits) fills every roll
 * column of the institute's sheets, so it reads whole. Returns the exam, the template and the roll.
 */
async function paperExam(request: APIRequestContext, baseURL: string, stamp: string) {
  const admin = await staffSession(request, baseURL);
  const { examId, groupId } = await examOfItsOwn(request, baseURL, admin, {
    title: `OMR scans ${stamp}`,
    group: `OMR scans group ${stamp}`,
    endsAt: Date.now() + 2 * 3_600_000,
    duration: 30,
  });
  const templateOf = () => omrTemplate(request, baseURL!, admin, examId);
  const columns = (await templateOf()).rollColumns;
  const roll = `8${String(Date.now() % 10 ** (columns - 1)).padStart(columns - 1, '0')}`;
  await admittedStudent(request, baseURL, admin, {
    name: `OMR Reader ${stamp}`,
    sid: roll,
    groupIds: [groupId],
  });
  // Again now that the student is in (the roll columns stay the same).
  const template = await templateOf();
  return { examId, template, roll };
}

test('an exam controller uploads a scanned PDF, follows the read and sees a flagged sheet with its crop', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const stamp = Date.now().toString(36);
  const { examId, template, roll } = await paperExam(request, baseURL!, stamp);
  const first = template.questions[0]!;
  const pdf = await pdfOfPages([
    await filledSheetJpeg(
      template,
      examId,
      { roll, answers: { [first.number]: [first.options[1]!] } },
      { seed: 1 },
    ),
    // The same student's sheet with two marks on the first question: flagged for review.
    await filledSheetJpeg(
      template,
      examId,
      { roll, answers: { [first.number]: first.options.slice(0, 2) } },
      {
        seed: 2,
      },
    ),
  ]);

  await openStaffSignedIn(page, 'examcontroller', 'examcontroller1234', `/staff/exams?exam=${examId}`);
  await page.getByRole('link', { name: 'OMR scans' }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/exams/${examId}/omr-scans`));
  await expect(page.getByRole('heading', { name: `OMR scans · OMR scans ${stamp}` })).toBeVisible();
  await page
    .getByLabel('Scan files')
    .setInputFiles({ name: `scan-${stamp}.pdf`, mimeType: 'application/pdf', buffer: pdf });
  await page.getByRole('button', { name: 'Read the sheets' }).click();
  const read = page.getByRole('region', { name: 'The read' });
  // The read's progress while the job runs (or, on a fast machine, its end).
  await expect(
    read.getByText(/Opening the files…|Reading: \d of 2 pages/).or(read.getByText('Done', { exact: true })),
  ).toBeVisible();
  await expect(read.getByText('Done', { exact: true })).toBeVisible({ timeout: 60_000 });

  const rows = read.getByRole('row').filter({ hasText: roll });
  await expect(rows).toHaveCount(2);
  const flagged = rows.filter({ hasText: `Q${first.number}: several marks` });
  await expect(flagged).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Clean' })).toContainText(`OMR Reader ${stamp}`);

  await read.getByText(/^With problems \(/).click();
  await expect(rows).toHaveCount(1);
  await flagged.getByRole('button', { name: /expand/i }).click();
  const crop = page.getByRole('img', { name: `Question ${first.number}` });
  await expect(crop).toBeVisible();
  // The crop is cut from the scan when asked for: on a busy machine it arrives after the box shows.
  await expect
    .poll(() => crop.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  await expect(page.getByText(`Read: ${first.options.slice(0, 2).join(', ')}`)).toBeVisible();
  // A tablet's width: nothing runs off the page (the table scrolls inside itself).
  await page.setViewportSize({ width: 768, height: 1000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  await page.screenshot({ path: testInfo.outputPath('omr-scan-768.png') });

  // The read is in the exam's list of reads.
  await expect(page.getByRole('region', { name: 'Earlier reads' }).getByText('Shown above')).toBeVisible();
});

test("a phone's photo of a sheet (tilted, unevenly lit JPEG) reads the student's roll and answers", async ({
  page,
  request,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const { examId, template, roll } = await paperExam(request, baseURL!, stamp);
  const first = template.questions[0]!;
  const photo = await phonePhotoOfSheet(
    await filledSheetJpeg(template, examId, { roll, answers: { [first.number]: [first.options[2]!] } }),
  );
  await openStaffSignedIn(page, 'examcontroller', 'examcontroller1234', `/staff/exams/${examId}/omr-scans`);
  await page
    .getByLabel('Scan files')
    .setInputFiles({ name: `photo-${stamp}.jpg`, mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('button', { name: 'Read the sheets' }).click();
  const read = page.getByRole('region', { name: 'The read' });
  await expect(read.getByText('Done', { exact: true })).toBeVisible({ timeout: 60_000 });
  const row = read.getByRole('row').filter({ hasText: roll });
  await expect(row).toContainText(`OMR Reader ${stamp}`);
  await expect(row).toContainText('Clean');
  await row.getByRole('button', { name: /expand/i }).click();
  await expect(page.getByText(`${first.number}: ${first.options[2]}`).first()).toBeVisible();
});

test('an exam controller imports a CSV of marks read elsewhere and sees its sheets with their problems', async ({
  page,
  request,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const { examId, template, roll } = await paperExam(request, baseURL!, stamp);
  const first = template.questions[0]!;
  const nobody = '9'.repeat(roll.length);
  const csv = [
    `roll,set,q${first.number}`,
    `${roll},,"${first.options[0]},${first.options[2]}"`,
    `${nobody},,${first.options[1]}`,
  ].join('\n');

  await openStaffSignedIn(page, 'examcontroller', 'examcontroller1234', `/staff/exams/${examId}/omr-scans`);
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: `marks-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await expect(page.getByRole('heading', { name: /^CSV import ·/ })).toBeVisible();
  const mine = page.getByRole('row').filter({ hasText: roll });
  await expect(mine).toContainText(`OMR Reader ${stamp}`);
  await expect(mine).toContainText(`Q${first.number}: several marks`);
  await expect(page.getByRole('row').filter({ hasText: nobody })).toContainText(
    'Roll of no student of this exam',
  );

  // The same file again: the same read, nothing new.
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await expect(page.getByRole('region', { name: 'Earlier reads' }).getByRole('row')).toHaveCount(2);
});
