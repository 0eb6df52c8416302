import { readFile } from 'node:fs/promises';
import { filledSheetJpeg, pdfOfPages } from '../../apps/server/src/lib/omr-read/filled-sheets';
import { expect, test } from '../support/fixtures';
import { openStaffSignedIn } from '../support/signed-in';
import {
  admittedStudent,
  examOfItsOwn,
  omrTemplate,
  sitExam,
  staffSession,
  studentSession,
} from '../support/staff-api';

test('print, scan, review and results: paper students beside an online one, the doubtful sheets fixed in the review', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const admin = await staffSession(request, baseURL!);
  // One MCQ, "Capital of Bangladesh?": Dhaka (A), Khulna (B), Sylhet (C).
  const { examId, groupId } = await examOfItsOwn(request, baseURL!, admin, {
    title: `OMR review ${stamp}`,
    group: `OMR review group ${stamp}`,
    endsAt: Date.now() + 2 * 3_600_000,
    duration: 30,
    exam: { shuffleOptions: false },
  });
  const templateOf = () => omrTemplate(request, baseURL!, admin, examId);
  // Rolls of digits filling every roll column of the sheet, the last digit telling the students apart.
  const columns = (await templateOf()).rollColumns;
  const base = `7${String(Date.now() % 10 ** (columns - 2)).padStart(columns - 2, '0')}`;
  const names = ['Clean', 'Unclear', 'Double', 'Online'].map((who) => `OMR ${who} ${stamp}`);
  const rolls = names.map((_, i) => `${base}${i + 1}`);
  const students = [];
  for (const [i, name] of names.entries())
    students.push(
      await admittedStudent(request, baseURL!, admin, { name, sid: rolls[i]!, groupIds: [groupId] }),
    );
  // The fourth sits it online, and hands in a sheet too.
  const online = students[3]!;
  await sitExam(
    request,
    baseURL!,
    await studentSession(request, baseURL!, online.phone, online.password),
    {
      examId,
      groupId,
    },
    () => ['Dhaka'],
  );

  // Print: the group's sheets as a PDF.
  await openStaffSignedIn(page, 'examcontroller', 'examcontroller1234', `/staff/exams?exam=${examId}`);
  await page.getByRole('button', { name: 'Paper exam (OMR)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paper exam (OMR)' });
  await expect(dialog.getByText(`OMR review group ${stamp}`)).toBeVisible();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Print OMR sheets' }).click();
  expect((await readFile(await (await download).path())).subarray(0, 5).toString()).toBe('%PDF-');

  // Scan: the sheets as the students filled them in.
  const template = await templateOf();
  const q = template.questions[0]!;
  const [a, b] = [q.options[0]!, q.options[1]!];
  const sheet = (roll: string, marks: string[], seed: number) =>
    filledSheetJpeg(template, examId, { roll, answers: { [q.number]: marks } }, { seed });
  const pdf = await pdfOfPages([
    await sheet(rolls[0]!, [a], 1),
    await sheet(rolls[1]!.slice(0, -1), [a], 2), // the roll's last digit left empty
    await sheet(rolls[2]!, [a, b], 3), // two marks on an MCQ
    await sheet(rolls[3]!, [b], 4),
  ]);
  await page.goto(`/staff/exams/${examId}/omr-scans`);
  await page
    .getByLabel('Scan files')
    .setInputFiles({ name: `review-${stamp}.pdf`, mimeType: 'application/pdf', buffer: pdf });
  await page.getByRole('button', { name: 'Read the sheets' }).click();
  const read = page.getByRole('region', { name: 'The read' });
  await expect(read.getByText('Done', { exact: true })).toBeVisible({ timeout: 90_000 });

  // Review: the clean ones at once.
  await read.getByRole('button', { name: 'Accept all clean sheets' }).click();
  await expect(read.getByRole('status')).toHaveText('2 accepted, 2 left for review');
  const rowOf = (text: string) => read.getByRole('row').filter({ hasText: text });
  await expect(rowOf(rolls[0]!)).toContainText('Accepted');
  await expect(rowOf(rolls[3]!)).toContainText('Accepted');

  // The unclear roll: refused without a student (the server's words), then the roll typed in.
  await rowOf('Roll unclear').getByRole('button', { name: 'Review' }).click();
  let drawer = page.getByRole('dialog', { name: /^Review sheet \d+$/ });
  await expect(drawer.getByRole('img', { name: 'Roll' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(drawer.getByRole('alert')).toContainText('No student');
  await drawer.getByRole('textbox', { name: 'Roll' }).fill(rolls[1]!);
  await drawer.getByRole('button', { name: 'Save correction' }).click();
  await expect(drawer).toContainText(`Student: ${names[1]}`);
  await drawer.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(drawer.getByRole('status')).toContainText('Accepted');
  await expect(drawer.getByRole('link', { name: /^Paper attempt / })).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();

  // The double mark: B taken off, A kept.
  await rowOf(rolls[2]!).getByRole('button', { name: 'Review' }).click();
  drawer = page.getByRole('dialog', { name: /^Review sheet \d+$/ });
  await expect(drawer.getByRole('img', { name: `Question ${q.number}` })).toBeVisible();
  const marks = drawer.getByRole('group', { name: `Question ${q.number}` });
  await expect(marks.getByRole('checkbox', { name: b })).toBeChecked();
  await marks.getByRole('checkbox', { name: b }).uncheck();
  await drawer.getByRole('button', { name: 'Save correction' }).click();
  await expect(drawer.getByRole('button', { name: 'Save correction' })).toBeDisabled();
  await expect(
    drawer.getByRole('group', { name: `Question ${q.number}` }).getByRole('checkbox', { name: b }),
  ).not.toBeChecked();
  await page.setViewportSize({ width: 768, height: 1000 });
  await page.screenshot({ path: testInfo.outputPath('omr-review-768.png') });
  await drawer.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(drawer.getByRole('status')).toContainText('Accepted');
  // Changed again after accepting: the scored result changes only once confirmed (the server's words).
  await drawer
    .getByRole('group', { name: `Question ${q.number}` })
    .getByRole('checkbox', { name: a })
    .uncheck();
  await drawer
    .getByRole('group', { name: `Question ${q.number}` })
    .getByRole('checkbox', { name: b })
    .check();
  await drawer.getByRole('button', { name: 'Save correction' }).click();
  await expect(drawer.getByRole('button', { name: 'Save correction' })).toBeDisabled();
  await drawer.getByRole('button', { name: 'Accept again' }).click();
  const confirm = page.getByRole('dialog', { name: 'Re-score the results?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Save and re-score' }).click();
  await expect(page.getByText('Sheet accepted').last()).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(read.getByRole('row').filter({ hasText: stamp }).filter({ hasText: 'Accepted' })).toHaveCount(
    4,
  );

  // Results: three on paper, one online who handed in a sheet too (counted once, online).
  await page.goto(`/staff/results/${examId}`);
  await page.getByRole('tab', { name: 'Results' }).click();
  const result = (name: string) => page.getByRole('row').filter({ hasText: name });
  for (const name of names.slice(0, 2)) {
    await expect(result(name)).toContainText('Paper');
    await expect(result(name)).toContainText('Passed');
  }
  // Re-scored with Khulna.
  await expect(result(names[2]!)).toContainText('Paper');
  await expect(result(names[2]!)).toContainText('Failed');
  await expect(result(names[3]!)).toContainText('Online');
  const both = result(names[3]!).getByText('Paper and online');
  await both.hover();
  await expect(page.getByRole('tooltip')).toContainText(
    'the online attempt if submitted, else the paper one',
  );

  // The printed merit list says the same, one line a student.
  await page.getByRole('button', { name: 'Print merit list' }).click();
  const printed = page.getByRole('dialog', { name: 'Merit list' });
  const line = (name: string) => printed.getByRole('row').filter({ hasText: name });
  await expect(line(names[0]!)).toContainText('Paper');
  await expect(line(names[3]!)).toHaveCount(1);
  await expect(line(names[3]!)).toContainText('Online');
  await expect(line(names[3]!)).toContainText('Paper and online');
});
