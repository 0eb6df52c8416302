import { expect, test } from '../support/fixtures';
import { openSignedIn } from '../support/signed-in';

// The demo student owes 1,500.00 BDT on "HSC Science 2026" (the demo dues until the fees ledger is
// joined). With PAYMENT_PROVIDER=simulator (the journeys' server), both gateways are played by the
// server itself: the real provider code talks to the simulator over HTTP and the student's browser goes
// through the simulator's page and back to the result page.
test('payment simulator: SSLCommerz cancelled, then bKash paid; each return lands on a clear result page', async ({
  page,
  baseURL,
}) => {
  const session = await openSignedIn(page, '01710000001', 'demo1234', '/');
  const headers = { authorization: session, agent: 'browser' };
  const courses = await page.request.get(`${baseURL}/api/course`, { headers });
  const { data } = (await courses.json()) as { data: { _id: string; name: string }[] };
  const courseId = data.find((c) => c.name === 'HSC Science 2026')?._id;
  expect(courseId).toBeTruthy();
  const start = async (provider: 'bkash' | 'sslcommerz') => {
    const response = await page.request.post(`${baseURL}/api/payments`, {
      headers,
      data: { provider, courseId },
    });
    expect(response.ok(), `start ${provider}: ${response.status()}`).toBe(true);
    return ((await response.json()) as { data: { redirectUrl: string; amountPaisa: number } }).data;
  };

  // SSLCommerz: the page shows the amount; Cancel posts back to the store, which shows "cancelled".
  const ssl = await start('sslcommerz');
  expect(ssl.amountPaisa).toBe(150000);
  await page.goto(ssl.redirectUrl);
  await expect(page.getByTestId('amount')).toHaveText('1500.00 BDT');
  await page.getByRole('button', { name: /Cancel/ }).click();
  await expect(page).toHaveURL(/\/payments\/result\?order=.+&status=cancelled/);
  await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();

  // bKash: Pay sends the payer back to our callback, which executes the payment: paid.
  const bkash = await start('bkash');
  await page.goto(bkash.redirectUrl);
  await expect(page.getByRole('heading', { name: 'bKash' })).toBeVisible();
  await expect(page.getByTestId('amount')).toHaveText('1500.00 BDT');
  await page.getByRole('button', { name: /Pay/ }).click();
  await expect(page).toHaveURL(/\/payments\/result\?order=.+&status=paid/);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByText('1500.00 BDT was paid')).toBeVisible();

  // The due is paid: starting again finds nothing to pay.
  const again = await page.request.post(`${baseURL}/api/payments`, {
    headers,
    data: { provider: 'bkash', courseId },
  });
  expect(again.status()).toBe(409);
  await page.getByRole('button', { name: 'Back to My Courses' }).click();
  await expect(page).toHaveURL(/\/$/);
});
