import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { expectAccessible } from '../support/accessibility';
import { expect, test, typeOtp } from '../support/fixtures';
import { smsLinesFor, waitForOtp } from '../support/server-log';

// The demo guardian (01810000001) is the guardian number of the demo student (Ayesha Rahman) and of the
// first admitted number (Demo Student 2); both sat the demo's finished live exam, whose results are
// published, and both have dues. On a 360 px phone the guardian signs in with a code from the SMS (the
// server's log), sees both children's results, opens one, prints a progress report and downloads a receipt.
const GUARDIAN = '01810000001';
const EXAM = 'Monthly Exam: Physics and Mathematics';

test("guardian: signs in with a code, sees two children's results, a result and a printed progress report, and the dues", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Guardian? Sign in with a code' }).click();
  await expect(page.getByRole('heading', { name: 'Guardian sign-in' })).toBeVisible();
  await expectAccessible(page, '/guardian/login');
  await page.getByLabel('Guardian mobile number').fill(GUARDIAN);
  const seen = smsLinesFor(GUARDIAN).length;
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await waitForOtp(GUARDIAN, seen);
  await expect(page.getByText(`Enter the six-digit code sent to ${GUARDIAN}.`)).toBeVisible();
  await expectAccessible(page, '/guardian/login (code)');
  await typeOtp(page, code);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(/\/guardian$/);
  await expect(page.getByRole('heading', { name: 'My children' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ayesha Rahman' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Demo Student 2' })).toBeVisible();
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await fits()).toBe(true);
  await expectAccessible(page, '/guardian');

  // The first child's results, as the student sees them on the scoreboard.
  await page.getByRole('link', { name: 'Ayesha Rahman' }).click();
  await expect(page.getByRole('heading', { name: 'Ayesha Rahman' })).toBeVisible();
  await expect(page.getByRole('link', { name: EXAM })).toBeVisible();
  expect(await fits()).toBe(true);
  await expectAccessible(page, '/guardian/child');

  // The other child through the switcher.
  await page.getByRole('combobox', { name: 'Child' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Demo Student 2' }).click();
  await expect(page.getByRole('heading', { name: 'Demo Student 2' })).toBeVisible();
  await expect(page.getByRole('link', { name: EXAM })).toBeVisible();

  // The progress report: printed, and alone on the A4 page.
  await page.getByRole('button', { name: 'Print progress report' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  // The exam's name wraps in its column.
  for (const expected of [
    'Progress Report',
    'Student Name: Demo Student 2',
    'Roll: 26002',
    'Monthly Exam: Physics',
  ])
    expect(text, expected).toContain(expected);
  expect(text).not.toContain('Ayesha Rahman');

  // One result in full: the summary and the answers.
  await page.getByRole('link', { name: EXAM }).click();
  await expect(page).toHaveURL(/\/guardian\/child\/[^/]+\/result\//);
  await expect(page.getByRole('heading', { name: EXAM })).toBeVisible();
  await expect(page.getByText('Correct').first()).toBeVisible();
  expect(await fits()).toBe(true);
  await expectAccessible(page, '/guardian/child/result');

  // Back to the first child's dues and the receipt of the office's payment.
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('combobox', { name: 'Child' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Ayesha Rahman' }).click();
  await page.getByRole('tab', { name: 'Dues and receipts' }).click();
  await expect(page.getByText('Owed now: Tk 3,000.00')).toBeVisible();
  const receipt = page.getByRole('listitem').filter({ hasText: /DHA-\d{4}-000001/ });
  await expect(receipt).toContainText('Tk 4,000.00');
  const downloading = page.waitForEvent('download');
  await receipt.getByRole('button', { name: 'Receipt PDF' }).click();
  const download = await downloading;
  expect((await readFile((await download.path())!, 'latin1')).startsWith('%PDF')).toBe(true);
  // Nothing to pay from here: paying is the student's or the office's.
  await expect(page.getByRole('button', { name: 'Pay online' })).toHaveCount(0);

  // In Bengali, then signed out.
  await page.getByRole('button', { name: 'বাংলা' }).click();
  await expect(page.getByRole('tab', { name: 'বকেয়া ও রসিদ' })).toBeVisible();
  await page.getByRole('button', { name: 'লগ আউট' }).click();
  await expect(page).toHaveURL(/\/guardian\/login$/);
});
