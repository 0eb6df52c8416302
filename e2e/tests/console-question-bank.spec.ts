import type { Locator } from '@playwright/test';
import { expect, test, toast } from '../support/fixtures';
import { PNG } from '../support/pictures';
import { openStaffSignedIn } from '../support/signed-in';

/** The text a reader sees in `box`: KaTeX's hidden MathML copy of the source is left out. */
const visibleText = (box: Locator) =>
  box.evaluate((node) => {
    const copy = node.cloneNode(true) as HTMLElement;
    for (const hidden of copy.querySelectorAll('.katex-mathml')) hidden.remove();
    return copy.textContent ?? '';
  });

/** A CSV file for the import field. */
const csvFile = (lines: string[]) => ({
  name: 'questions.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`${lines.join('\n')}\n`),
});

test('a question setter authors a question with LaTeX and Bengali, finds it, and imports a CSV with a bad row', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = `qb${Date.now().toString(36)}`;
  await openStaffSignedIn(page, 'questions', 'questions1234', '/staff/questions');
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('menuitem', { name: 'Question bank' })
    .click();
  await expect(page.getByRole('heading', { name: 'Question bank' })).toBeVisible();

  // Author: the preview renders the formulas as they are typed.
  await page.getByRole('button', { name: 'New question' }).click();
  const editor = page.getByRole('dialog', { name: 'New question' });
  await editor
    .getByLabel('Question text', { exact: true })
    .fill(`ভগ্নাংশের যোগফল ${tag}: $\\frac{1}{2} + \\frac{1}{3}$ = ?`);
  await editor.getByLabel('Option A', { exact: true }).fill('$\\frac{5}{6}$');
  await editor.getByLabel('Option B', { exact: true }).fill('$\\frac{2}{5}$');
  await editor.getByLabel('Option C', { exact: true }).fill('এক');
  await editor.getByLabel('Option D', { exact: true }).fill('দুই');
  await editor.getByRole('checkbox', { name: 'Option A correct' }).check();
  await editor.getByLabel('Negative marks', { exact: true }).fill('0.25');
  await editor
    .getByLabel('Explanation', { exact: true })
    .fill('লসাগু ৬: $$\\frac{3}{6} + \\frac{2}{6} = \\frac{5}{6}$$');
  const preview = editor.getByTestId('question-preview');
  await expect(preview.locator('.katex').first()).toBeVisible();
  await expect(preview.locator('.katex-display')).toHaveCount(1);
  await expect(preview).toContainText(`ভগ্নাংশের যোগফল ${tag}`);
  await expect(preview.getByText('Correct')).toHaveCount(1);
  expect(await visibleText(preview)).not.toContain('\\frac');
  // A picture of the question, uploaded at once and shown in the preview.
  await editor
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'figure.png', mimeType: 'image/png', buffer: PNG });
  await expect(preview.locator('img')).toHaveJSProperty('naturalWidth', 1);
  await editor.getByLabel('Tags').fill(tag);
  await editor.getByLabel('Tags').press('Enter');
  await editor.getByRole('button', { name: 'Save question' }).click();
  await expect(toast(page, 'Question saved')).toBeVisible();
  await expect(editor).toBeHidden();

  // Search: the bank finds it by its Bengali text, rendered.
  await page.getByLabel('Search questions').fill(`ভগ্নাংশের যোগফল ${tag}`);
  await page.getByLabel('Search questions').press('Enter');
  await expect(page.getByText('1 question', { exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: tag });
  await expect(row.locator('.katex').first()).toBeVisible();
  expect(await visibleText(row)).not.toContain('\\frac');

  // Its history: one version, the newest, rendered.
  await row.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'Version history' });
  await expect(history.getByText('Version 1')).toBeVisible();
  await expect(history.getByText('Newest (in the bank)')).toBeVisible();
  await expect(history.locator('.katex').first()).toBeVisible();
  await history.getByRole('button', { name: 'Close' }).click();
  await expect(history).toBeHidden();

  // Import: one bad row is reported by its line and nothing is written until asked.
  await page.getByRole('button', { name: 'Import questions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import questions' });
  await dialog
    .getByLabel('Question file')
    .setInputFiles(
      csvFile([
        'type,title,option_a,option_b,answer,tags',
        `MCQ,"আমদানি ${tag}: $x^2 = 4$, x = ?",$2$,$3$,A,${tag}`,
        `MCQ,No key ${tag},1,2,,${tag}`,
      ]),
    );
  await expect(dialog.getByText('2 rows, 1 ready to import, 1 with errors')).toBeVisible();
  const errors = dialog.getByRole('table', { name: 'Rows with errors' });
  await expect(errors.getByRole('row').filter({ hasText: '3' })).toContainText(
    'the key of an MCQ question must be exactly one of its options',
  );
  await dialog.getByRole('button', { name: 'Import 1 question (skip 1)' }).click();
  await expect(dialog.getByText('Questions imported')).toBeVisible();
  await expect(dialog.getByText('1 question added, 1 row skipped.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.getByLabel('Search questions').fill('');
  await page.getByLabel('Search questions').press('Enter');
  await page.getByLabel('Tag filter').fill(tag);
  await page.getByLabel('Tag filter').press('Enter');
  await expect(page.getByText('2 questions')).toBeVisible();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: `আমদানি ${tag}` })
      .locator('.katex')
      .first(),
  ).toBeVisible();

  // On a 768 px tablet the page fits: the table scrolls inside itself, never the page.
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Question bank' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth),
  ).toBe(false);
});
