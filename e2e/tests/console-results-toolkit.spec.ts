import { type APIRequestContext, expect } from '@playwright/test';
import ExcelJS from 'exceljs';
import { resultsTab } from '../support/console';
import { test } from '../support/fixtures';
import { openStaffSignedIn } from '../support/signed-in';
import { admittedStudent, apiCaller, sitExam, staffSession, studentSession } from '../support/staff-api';

const TRAP = 'Which gas does zinc and dilute acid give?';

/**
 * The journey's own exam (made through the API): four one-key questions; the key of the first is
 * wrong (O2), so the three strong students' answer (H2) is a distractor that attracts the strong.
 * The strong get the other three right, the three weak get them wrong and pick O2.
 */
async function examWithTrap(request: APIRequestContext, baseURL: string, stamp: string) {
  const call = apiCaller(request, baseURL);
  const admin = await staffSession(request, baseURL);
  const group = await call<{ _id: string }>('POST', '/staff/groups', admin, { name: `Toolkit ${stamp}` });
  const question = async (title: string, options: string[], answer: string, point: number) =>
    (
      await call<{ _id: string }>('POST', '/staff/questions', admin, {
        type: 'MCQ',
        title,
        options,
        answer: [answer],
        point,
      })
    )._id;
  const ids = [
    await question(TRAP, ['H2', 'O2', 'N2'], 'O2', 1),
    await question('Atomic number of carbon?', ['6', '8', '12'], '6', 2),
    await question('Symbol of sodium?', ['Na', 'So', 'S'], 'Na', 2),
    await question('Symbol of iron?', ['Fe', 'Ir', 'I'], 'Fe', 1),
  ];
  const title = `Toolkit journey ${stamp}`;
  const exam = await call<{ _id: string }>('POST', '/staff/exams', admin, {
    title,
    questions: ids.map((questionId) => ({ questionId })),
    negativeMarking: 'none',
    passMark: 40,
    shuffleOptions: false,
  });
  const now = Date.now();
  await call('POST', `/staff/exams/${exam._id}/assignments`, admin, {
    groupId: group._id,
    startsAt: new Date(now - 60_000).toISOString(),
    endsAt: new Date(now + 3_600_000).toISOString(),
    duration: 30,
  });
  const w = { examId: exam._id, groupId: group._id };
  for (let i = 0; i < 6; i++) {
    const strong = i < 3;
    const s = await admittedStudent(request, baseURL, admin, {
      name: `${strong ? 'Able' : 'Beginner'} ${stamp} ${i}`,
      sid: `T${stamp}${i}`,
      groupIds: [group._id],
    });
    const session = await studentSession(request, baseURL, s.phone, s.password);
    await sitExam(request, baseURL, session, w, (q) => {
      if (q.title === TRAP) return [strong ? 'H2' : 'O2'];
      return [strong ? q.options[0]! : q.options[2]!];
    });
  }
  return { ...w, title };
}

test('the results toolkit shows the reliability and a distractor that attracts the strong, and exports the response grid', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const w = await examWithTrap(request, baseURL!, stamp);

  await openStaffSignedIn(page, 'examcontroller', 'examcontroller1234', `/staff/results/${w.examId}`);
  await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible();
  // Right/wrong questions: KR-20. Totals 5, 5, 5, 1, 1, 1 (var 4); item variances .25, 1, 1, .25:
  // 4/3 x (1 - 2.5/4) = 0.50.
  const reliability = page.getByTestId('measure-reliability');
  await expect(reliability).toContainText('Reliability (KR-20)');
  await expect(reliability).toContainText('0.50');

  await resultsTab(page, 'Item analysis');
  const trapRow = page.getByRole('row').filter({ hasText: TRAP });
  await expect(trapRow.locator('[data-flag="strongDistractor"]')).toContainText(
    'is chosen more by the strongest students than by the weakest',
  );
  await expect(trapRow).toContainText('attracts strong students');

  await resultsTab(page, 'Response grid');
  await expect(page.getByRole('row').filter({ hasText: `Able ${stamp} 0` })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export response grid (.xlsx)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^responses-.*\.xlsx$/);
  const path = testInfo.outputPath('responses.xlsx');
  await download.saveAs(path);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const sheet = book.getWorksheet('Responses')!;
  expect(sheet.getCell('F1').value).toBe('Q1');
  // Best first, ties by name: the first able student, who chose H2 (A) on the trap, scored wrong.
  expect(sheet.getCell('A2').value).toBe(`Able ${stamp} 0`);
  expect(sheet.getCell('F2').value).toBe('A; wrong; 0');
  expect(sheet.rowCount).toBe(7);
});
