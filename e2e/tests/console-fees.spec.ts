import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures';
import { openStaffSignedIn } from '../support/signed-in';
import { admittedStudent, apiCaller, staffSession, studentInNewGroup } from '../support/staff-api';

test('the office takes a cash payment, prints the receipt, voids it, sees the day and the defaulters', async ({
  page,
  request,
  baseURL,
}) => {
  const admin = await staffSession(request, baseURL!);
  const call = apiCaller(request, baseURL!);
  const stamp = Date.now() % 100000;
  // A student admitted to the demo course: the demo plan gives them its dues (7,000 taka).
  const plans = await call<{ name: string; courseId: string }[]>('GET', '/staff/fees/plans', admin);
  const plan = plans.find((p) => p.name === 'HSC 2026 Science: Physics');
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

test("the office edits a plan (late fee, applied to those admitted), refunds a receipt once and reads the student's ledger", async ({
  page,
  request,
  baseURL,
}) => {
  const admin = await staffSession(request, baseURL!);
  const call = apiCaller(request, baseURL!);
  const stamp = Date.now() % 100000;
  // A plan of a group of the journey's own (the demo plan and its students stay as they are), and a
  // student admitted to the group: 2,000 taka course fee.
  const plans = await call<{ name: string; courseId: string }[]>('GET', '/staff/fees/plans', admin);
  const demoPlan = plans.find((p) => p.name === 'HSC 2026 Science: Physics');
  const group = await call<{ _id: string }>('POST', '/staff/groups', admin, {
    name: `Plan journey ${stamp}`,
    courseId: demoPlan!.courseId,
  });
  await call('POST', '/staff/fees/plans', admin, {
    name: `Evening plan ${stamp}`,
    courseId: demoPlan!.courseId,
    groupId: group._id,
    admissionFeePaisa: 0,
    courseFeePaisa: 200_000,
    instalments: [],
    lateFee: null,
    active: true,
  });
  await admittedStudent(request, baseURL!, admin, {
    name: `Ledger ${stamp}`,
    sid: `LJ${stamp}`,
    groupIds: [group._id],
  });

  // The plan is edited: 2,500 taka, a late fee, and applied to the student admitted already.
  await openStaffSignedIn(page, 'accountant', 'accountant1234', '/staff/fees');
  await page.getByRole('tab', { name: 'Fee plans' }).click();
  const planRow = page.getByRole('row').filter({ hasText: `Evening plan ${stamp}` });
  await planRow.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: `Edit fee plan Evening plan ${stamp}` });
  await dialog.getByLabel('Course fee (Tk)').fill('2500');
  await dialog.getByText('Charge a late fee on overdue dues').click();
  await dialog.getByLabel('Grace days').fill('5');
  await dialog.getByLabel('Late fee (Tk)').fill('50');
  await dialog.getByText('Also apply to students admitted already').click();
  await dialog.getByRole('button', { name: 'Save plan' }).click();
  await expect(page.getByText('Plan saved and applied to 1 students (1 dues changed).')).toBeVisible();
  await expect(planRow).toContainText('Tk 2,500.00');
  await expect(planRow).toContainText('Tk 50.00 after 5 days');

  // The counter: the student owes the new fee; 2,500 in cash, then 500 given back (sent once).
  await page.getByRole('tab', { name: 'Counter' }).click();
  await page.getByLabel('Find a student').fill(`Ledger ${stamp}`);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: `Ledger ${stamp}` })
    .click();
  await expect(page.getByText('Owes: Tk 2,500.00')).toBeVisible();
  const form = page.getByRole('form', { name: 'Take a payment' });
  await form.getByLabel('Amount (Tk)').fill('2500');
  await form.getByRole('button', { name: 'Take payment' }).click();
  await expect(page.getByText('Owes: Tk 0.00')).toBeVisible();
  const receipt = page.getByRole('table', { name: 'Receipts' }).getByRole('row').nth(1);
  await receipt.getByRole('button', { name: 'Refund' }).click();
  const refund = page.getByRole('dialog', { name: /^Refund on receipt / });
  await refund.getByLabel('Amount (Tk)').fill('500');
  await refund.getByLabel('Reason').fill('Moved to the morning batch');
  await refund.getByRole('button', { name: 'Refund' }).dblclick();
  await expect(refund).toBeHidden();
  await expect(page.getByText('Owes: Tk 500.00')).toBeVisible();
  await expect(receipt).toContainText('Tk 500.00');

  // The full ledger: the due, its change by the plan, the payment, the refund, and the balance.
  const ledger = page.getByRole('table', { name: 'Ledger' });
  await expect(ledger.getByRole('row').filter({ hasText: 'Adjustment' })).toContainText('+Tk 500.00');
  await expect(ledger.getByRole('row').filter({ hasText: 'Payment' })).toContainText('−Tk 2,500.00');
  const refunds = ledger.getByRole('row').filter({ hasText: 'Refund' });
  await expect(refunds).toHaveCount(1);
  await expect(refunds).toContainText('Moved to the morning batch');
  await expect(ledger.getByRole('row').last()).toContainText('Tk 500.00');
});
