import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { openStaffSignedIn } from '../support/signed-in';
import { apiCaller, staffSession, studentInNewGroup, studentSession } from '../support/staff-api';

/**
 * A student of the journey's own on the demo course (the demo plan's dues: 1,000 taka admission first),
 * signed in through the API: answers a function that starts paying their first due.
 */
async function payingStudent(request: APIRequestContext, baseURL: string, stamp: string) {
  const admin = await staffSession(request, baseURL);
  const groups = await apiCaller(request, baseURL)<{ name: string; courseId: string | null }[]>(
    'GET',
    '/staff/groups',
    admin,
  );
  const courseId = groups.find((g) => g.name === 'HSC 2026 Science')!.courseId!;
  const { student } = await studentInNewGroup(request, baseURL, admin, {
    group: `Online office ${stamp}`,
    courseId,
    name: `Online payer ${stamp}`,
    sid: `OP${stamp}`,
  });
  const session = await studentSession(request, baseURL, student.phone, student.password);
  const headers = { authorization: session, agent: 'browser' };
  return async (provider: 'bkash' | 'sslcommerz') => {
    const started = await request.post(`${baseURL}/api/payments`, { headers, data: { provider, courseId } });
    expect(started.ok(), `start: ${started.status()}`).toBe(true);
    return ((await started.json()) as { data: { invoice: string; redirectUrl: string } }).data;
  };
}

/** Pays on the simulator's bKash page with its "tampered amount" switch and follows the return: held. */
async function payTampered(request: APIRequestContext, redirectUrl: string) {
  const url = new URL(redirectUrl);
  url.searchParams.set('action', 'pay');
  url.searchParams.set('simulate', 'tamper-amount');
  const pressed = await request.post(url.toString(), { form: {}, maxRedirects: 0 });
  const callback = pressed.headers().location!;
  await request.get(new URL(callback, redirectUrl).toString(), { maxRedirects: 0 });
}

// A payment the student leaves (no return from the gateway) is pending; the office sees it in Online
// payments, and a tablet-wide screen shows the list without sideways scrolling of the page.
test('console: Online payments lists a pending payment with its student, amount and gateway', async ({
  page,
  request,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const start = await payingStudent(request, baseURL!, stamp);
  const { invoice } = await start('sslcommerz');

  await page.setViewportSize({ width: 768, height: 900 });
  await openStaffSignedIn(page, 'admin', 'admin1234', '/staff/payments');
  await expect(page.getByRole('heading', { name: 'Online payments' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(invoice) });
  await expect(row).toContainText('1000.00 BDT');
  await expect(row).toContainText('SSLCommerz');
  await expect(row).toContainText('Pending');
  await expect(row).toContainText(`Online payer ${stamp}`);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth),
  ).toBe(false);
});

// bKash took 1.00 taka instead of the order's 1,000 (the simulator's tampered amount): the order is held.
// The accountant accepts one at what was really taken (recorded once: the student owes that much less)
// and marks the other for refund (nothing recorded), then gives it back through bKash's refund API.
test('console: a held online payment is accepted (recorded once) or marked for refund and refunded', async ({
  page,
  request,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const start = await payingStudent(request, baseURL!, stamp);
  const accepted = await start('bkash');
  await payTampered(request, accepted.redirectUrl);
  const refunded = await start('bkash');
  await payTampered(request, refunded.redirectUrl);

  await openStaffSignedIn(page, 'accountant', 'accountant1234', '/staff/payments');
  const row = (invoice: string) => page.getByRole('row', { name: new RegExp(invoice) });
  await expect(row(accepted.invoice)).toContainText('Held for review');
  await expect(row(accepted.invoice)).toContainText('amount differs');

  await row(accepted.invoice).getByRole('button', { name: 'Accept' }).click();
  const accept = page.getByRole('dialog', { name: `Accept payment ${accepted.invoice}` });
  await expect(accept.getByLabel('Amount taken (Tk)')).toHaveValue('1000.00');
  await accept.getByLabel('Amount taken (Tk)').fill('1');
  await accept.getByLabel('Note').fill('The merchant panel shows 1.00 taka');
  await accept.getByRole('button', { name: 'Accept' }).click();
  await expect(accept).toBeHidden();
  await expect(row(accepted.invoice)).toHaveCount(0);

  await row(refunded.invoice).getByRole('button', { name: 'Mark for refund' }).click();
  const refund = page.getByRole('dialog', { name: `Refund payment ${refunded.invoice}` });
  await refund.getByLabel('Note').fill('Giving the 1.00 taka back in the panel');
  await refund.getByRole('button', { name: 'Mark for refund' }).click();
  await expect(refund).toBeHidden();
  await expect(row(refunded.invoice)).toContainText('To be refunded');

  // The money goes back through bKash's refund API, at what bKash took; the order leaves the list.
  await row(refunded.invoice).getByRole('button', { name: 'Refund', exact: true }).click();
  const back = page.getByRole('dialog', { name: `Refund ${refunded.invoice} through the gateway` });
  await expect(back.getByLabel('Amount to give back (Tk)')).toHaveValue('1000.00');
  await back.getByLabel('Amount to give back (Tk)').fill('1');
  await back.getByLabel('Note').fill('bKash took 1.00 taka');
  await back.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(back).toBeHidden();
  await expect(row(refunded.invoice)).toHaveCount(0);

  const status = page.getByRole('combobox', { name: 'Status' });
  await status.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Paid' }).click();
  await expect(row(accepted.invoice)).toContainText('Paid');
  await status.click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^Refunded$/ })
    .click();
  await expect(row(refunded.invoice)).toContainText('Refunded');
  await expect(row(refunded.invoice)).toContainText('bKash refund');

  // The accepted payment is the student's receipt: 1.00 taka off the 7,000.
  await page.goto('/staff/fees');
  await page.getByLabel('Find a student').fill(`Online payer ${stamp}`);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: `Online payer ${stamp}` })
    .click();
  await expect(page.getByText('Owes: Tk 6,999.00')).toBeVisible();
  const receipts = page.getByRole('table', { name: 'Receipts' }).getByRole('row');
  await expect(receipts).toHaveCount(2);
  await expect(receipts.nth(1)).toContainText('bkash');
});
