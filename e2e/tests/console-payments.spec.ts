import { expect, test } from '../support/fixtures';
import { openStaffSignedIn } from '../support/signed-in';
import { studentSession } from '../support/staff-api';

// A payment the demo student starts on the Q&A forum's demo due and leaves (no return from the gateway) is pending; the office sees
// it in Online payments, and a tablet-wide screen shows the list without sideways scrolling of the page.
test('console: Online payments lists a pending payment with its student, amount and gateway', async ({
  page,
  request,
  baseURL,
}) => {
  const session = await studentSession(request, baseURL!, '01710000001', 'demo1234');
  const headers = { authorization: session, agent: 'browser' };
  const courses = (await (await request.get(`${baseURL}/api/course`, { headers })).json()) as {
    data: { _id: string; name: string }[];
  };
  const courseId = courses.data.find((c) => c.name === 'HSC Q&A Forum')?._id;
  const started = await request.post(`${baseURL}/api/payments`, {
    headers,
    data: { provider: 'sslcommerz', courseId },
  });
  expect(started.ok(), `start: ${started.status()}`).toBe(true);
  const { invoice } = ((await started.json()) as { data: { invoice: string } }).data;

  await page.setViewportSize({ width: 768, height: 900 });
  await openStaffSignedIn(page, 'admin', 'admin1234', '/staff/payments');
  await expect(page.getByRole('heading', { name: 'Online payments' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(invoice) });
  await expect(row).toContainText('1500.00 BDT');
  await expect(row).toContainText('SSLCommerz');
  await expect(row).toContainText('Pending');
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth),
  ).toBe(false);
});
