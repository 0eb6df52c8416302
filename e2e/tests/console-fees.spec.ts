import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures';
import { openStaffSignedIn } from '../support/signed-in';
import { apiCaller, staffSession, studentInNewGroup } from '../support/staff-api';

test('the office takes a cash payment, prints the receipt, voids it, sees the day and the defaulters', async ({
  page,
  request,
  baseURL,
}) => {
  const admin = await staffSession(request, baseURL!);
  const call = apiCaller(request, baseURL!);
  const stamp = Date.now() % 100000;
  // A student admitted to the demo course: the demo plan gives them its dues (7,000 taka).
  const [plan] = await call<{ courseId: string }[]>('GET', '/staff/fees/plans', admin);
  await studentInNewGroup(request, baseURL!, admin, {
    group: `Fees journey ${stamp}`,
    courseId: plan!.courseId,
    name: `Payer ${stamp}`,
    sid: `FJ${stamp}`,
  });

  await openStaffSignedIn(page, 'accountant', 'accountant1234', '/staff/fees');
  await expect(page.getByRole('heading', { name: 'Fees', exact: true })).toBeVisible();
  await page.getByLabel('Find a student').fill(`Payer ${stamp}`);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: `Payer ${stamp}` })
    .click();
  await expect(page.getByText('Owes: Tk 7,000.00')).toBeVisible();

  // Cash at the counter: a receipt with the next serial, printed as a PDF.
  const form = page.getByRole('form', { name: 'Take a payment' });
  await form.getByLabel('Amount (Tk)').fill('1,500');
  await form.getByRole('button', { name: 'Take payment' }).click();
  const recorded = page.getByRole('status');
  await expect(recorded).toContainText(/Receipt GEN-\d{4}-\d{6} recorded\./);
  const serial = (await recorded.textContent())!.match(/GEN-\d{4}-\d{6}/)![0];
  await expect(page.getByText('Owes: Tk 5,500.00')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await recorded.getByRole('button', { name: 'Print receipt (A5)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`receipt-${serial}.pdf`);
  const pdf = await readFile((await download.path())!, 'latin1');
  expect(pdf.startsWith('%PDF')).toBe(true);
  expect(pdf).toContain(`Receipt ${serial}`);

  // Voided: it keeps its number, shows VOID, and the money is owed again.
  const row = page.getByRole('table', { name: 'Receipts' }).getByRole('row').filter({ hasText: serial });
  await row.getByRole('button', { name: 'Void' }).click();
  const dialog = page.getByRole('dialog', { name: `Void receipt ${serial}` });
  await dialog.getByLabel('Reason').fill('Entered for the wrong student');
  await dialog.getByRole('button', { name: 'Void' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('VOID');
  await expect(page.getByText('Owes: Tk 7,000.00')).toBeVisible();

  // The day's collection lists the voided receipt and leaves it out of the totals.
  await page.getByRole('tab', { name: "Today's collection" }).click();
  await expect(page.getByText(/Collected on/)).toBeVisible();
  const dayRow = page.getByRole('table', { name: 'Receipts' }).getByRole('row').filter({ hasText: serial });
  await expect(dayRow).toContainText('VOID');
  await expect(dayRow).toContainText(`Payer ${stamp}`);

  // Defaulters: the demo's students who paid nothing for 45 days, exported as CSV.
  await page.getByRole('tab', { name: 'Defaulters' }).click();
  const defaulters = page.getByRole('table', { name: 'Defaulters' });
  await expect(defaulters.getByRole('row').filter({ hasText: 'Demo Student' }).first()).toBeVisible();
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await csvDownload).path())!, 'utf8');
  expect(csv).toContain('Name,Roll,Phone,Branch,Course,Overdue (Tk),Oldest due day,Days overdue');
  expect(csv).toMatch(/Demo Student \d+/);
});
