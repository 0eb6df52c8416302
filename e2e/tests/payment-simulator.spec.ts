import { expect, test } from '../support/fixtures';
import { openSignedIn } from '../support/signed-in';
import { apiCaller, staffSession, studentInNewGroup } from '../support/staff-api';

// A student of the journey's own, admitted to a new group of the demo course "HSC Science 2026", gets
// the demo plan's real dues (1,000 taka admission, 3,000 taka instalment 1 now, 3,000 in 30 days), so
// the demo student's instalment stays for the payments journey. With PAYMENT_PROVIDER=simulator (the
// journeys' server) both gateways are played by the server itself: the real provider code talks to the
// simulator over HTTP and the browser goes through the simulator's page and back to the result page.
test('paying real dues online: SSLCommerz cancelled then paid, bKash paid from My Courses (what has fallen due, then the next instalment); each due drops and its receipt is there at once', async ({
  page,
  baseURL,
}) => {
  const admin = await staffSession(page.request, baseURL!);
  const groups = await apiCaller(page.request, baseURL!)<{ name: string; courseId: string | null }[]>(
    'GET',
    '/staff/groups',
    admin,
  );
  const courseId = groups.find((g) => g.name === 'HSC 2026 Science')!.courseId!;
  const stamp = Date.now().toString(36);
  const { student } = await studentInNewGroup(page.request, baseURL!, admin, {
    group: `Online pay ${stamp}`,
    courseId,
    name: `Payer ${stamp}`,
    sid: `P${stamp}`,
  });
  const session = await openSignedIn(page, student.phone, student.password, '/payments');
  await expect(page.getByText('You owe: Tk 7,000.00')).toBeVisible();
  const dueRow = (label: string) => page.getByRole('listitem').filter({ hasText: `: ${label}` });

  // SSLCommerz for instalment 1: the payer chooses it in the dialog; the page shows the due's amount.
  // Cancel first: back on a clear "cancelled" page, nothing paid.
  const payInstalment = async () => {
    await dueRow('Instalment 1').getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByRole('dialog', { name: 'Pay Tk 3,000.00' })).toBeVisible();
    await page.getByRole('button', { name: 'Card, bank or other wallet (SSLCommerz)' }).click();
    await expect(page.getByTestId('amount')).toHaveText('3000.00 BDT');
  };
  await payInstalment();
  await page.getByRole('button', { name: /Cancel/ }).click();
  await expect(page).toHaveURL(/\/payments\/result\?order=.+&status=cancelled/);
  await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
  await page.goto('/payments');
  await expect(page.getByText('You owe: Tk 7,000.00')).toBeVisible();

  // Then paid: the success page, and the receipt on Payments at once.
  await payInstalment();
  await page.getByRole('button', { name: /Pay/ }).click();
  await expect(page).toHaveURL(/\/payments\/result\?order=.+&status=paid/);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByText('3000.00 BDT was paid')).toBeVisible();
  await page.getByRole('button', { name: 'See your receipt' }).click();
  await expect(page.getByText('You owe: Tk 4,000.00')).toBeVisible();
  await expect(dueRow('Instalment 1')).toContainText('Paid');
  const receipts = page.getByRole('listitem').filter({ hasText: /\d{4}-\d{6}/ });
  await expect(receipts).toHaveCount(1);
  await expect(receipts.first()).toContainText('Tk 3,000.00');

  // bKash from My Courses: the course's Pay button pays what has fallen due (the 1,000 taka admission
  // fee), not the instalment a month ahead; once that is paid, the card offers that next instalment.
  const payFromMyCourses = async (amount: string) => {
    await page.goto('/');
    await expect(page.getByText(`Due: Tk ${amount}`)).toBeVisible();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByRole('dialog', { name: `Pay Tk ${amount}` })).toBeVisible();
    await page.getByRole('button', { name: 'Pay with bKash' }).click();
    await expect(page.getByRole('heading', { name: 'bKash' })).toBeVisible();
    await expect(page.getByTestId('amount')).toHaveText(`${amount.replace(',', '')} BDT`);
    await page.getByRole('button', { name: /Pay/ }).click();
    await expect(page).toHaveURL(/\/payments\/result\?order=.+&status=paid/);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await page.getByRole('button', { name: 'See your receipt' }).click();
  };
  await payFromMyCourses('1,000.00');
  await expect(page.getByText('You owe: Tk 3,000.00')).toBeVisible();
  await expect(receipts).toHaveCount(2);
  await payFromMyCourses('3,000.00');
  await expect(page.getByText('You owe: Tk 0.00')).toBeVisible();
  await expect(receipts).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Pay online' })).toHaveCount(0);

  // Nothing is left to pay: starting again is refused by the server.
  const again = await page.request.post(`${baseURL}/api/payments`, {
    headers: { authorization: session, agent: 'browser' },
    data: { provider: 'bkash', courseId },
  });
  expect(again.status()).toBe(409);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'My Courses' })).toBeVisible();
  await expect(page.getByText(/^Due: /)).toHaveCount(0);
});
