import { expect } from '@playwright/test';
import { expectAudited, signInStaff } from '../support/console';
import { test } from '../support/fixtures';
import { apiCaller, examOfItsOwn, staffSession } from '../support/staff-api';

interface ExamView {
  _id: string;
  title: string;
  passMark: number;
  negativeMarking: string;
  questions: { _id: string }[];
  assignments: unknown[];
}

test('the exam controller duplicates an exam from the list, a double-click makes one copy, and the copy opens in the editor', async ({
  page,
  request,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const title = `Duplicate me ${stamp}`;
  const call = apiCaller(request, baseURL!);
  const admin = await staffSession(request, baseURL!);
  const w = await examOfItsOwn(request, baseURL!, admin, {
    title,
    group: `Duplicate ${stamp}`,
    questions: [
      { type: 'MCQ', title: `First ${stamp}`, options: ['1', '2'], answer: ['1'], point: 2 },
      { type: 'MCQ', title: `Second ${stamp}`, options: ['3', '4'], answer: ['4'], point: 1 },
    ],
    exam: { passMark: 55, negativeMarking: 'fraction', negativeMarkPerQuestion: 0.25 },
    endsAt: Date.now() + 3_600_000,
    duration: 30,
  });

  await signInStaff(page, 'examcontroller', 'examcontroller1234');
  await page.goto('/staff/exams');
  await page.getByLabel('Search exams').fill(title);
  await page.getByLabel('Search exams').press('Enter');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Duplicate', exact: true }).dblclick();

  // The copy opens in the editor, under its own address.
  await expect(page.getByRole('heading', { name: `${title} (copy)`, level: 4 })).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`exam=${w.examId}`));
  const copyId = new URL(page.url()).searchParams.get('exam')!;
  await expect(page.getByLabel('Title')).toHaveValue(`${title} (copy)`);

  const copies = await call<{ items: { _id: string }[]; total: number }>(
    'GET',
    `/staff/exams/page?search=${encodeURIComponent(`${title} (copy)`)}`,
    admin,
  );
  expect(copies.items.map((e) => e._id)).toEqual([copyId]);
  const [original, copy] = await Promise.all(
    [w.examId, copyId].map((id) => call<ExamView>('GET', `/staff/exams/${id}`, admin)),
  );
  expect(copy!.questions.map((q) => q._id)).toEqual(original!.questions.map((q) => q._id));
  expect([copy!.passMark, copy!.negativeMarking]).toEqual([55, 'fraction']);
  expect(original!.assignments).toHaveLength(1);
  expect(copy!.assignments).toEqual([]);
  await expectAudited(request, baseURL!, {
    username: 'examcontroller',
    section: 'staff exams',
    action: 'duplicateExam',
  });
});
