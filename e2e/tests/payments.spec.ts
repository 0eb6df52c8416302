import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures';
import { openSignedIn } from '../support/signed-in';

test("the demo student sees the course's due on My Courses, the instalments and the earlier receipt on Payments", async ({
  page,
}) => {
  await openSignedIn(page, '01710000001', 'demo1234');
  await expect(page.getByRole('heading', { name: 'My Courses' })).toBeVisible();
  // The demo plan: 1,000 + 6,000 taka; the admission fee and the first instalment were paid at the office.
  const due = page.getByRole('link', { name: 'Due: Tk 3,000.00' });
  await expect(due).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
  await due.click();

  await expect(page.getByRole('heading', { name: 'Payments' })).toBeVisible();
  await expect(page.getByText('You owe: Tk 3,000.00')).toBeVisible();
  // Paying online (the payment-simulator journey pays): the button pays the oldest open due.
  await expect(page.getByRole('button', { name: 'Pay online' })).toBeEnabled();
  await expect(page.getByText(/Pays HSC Science 2026: Instalment 2 by bKash, card or bank/)).toBeVisible();
  const instalment = page.getByRole('listitem').filter({ hasText: 'Instalment 2' });
  await expect(instalment).toContainText('Tk 3,000.00');
  await expect(page.getByRole('listitem').filter({ hasText: 'Instalment 1' })).toContainText('Paid');

  const receipt = page.getByRole('listitem').filter({ hasText: /DHA-\d{4}-000001/ });
  await expect(receipt).toContainText('Tk 4,000.00');
  const downloading = page.waitForEvent('download');
  await receipt.getByRole('button', { name: 'Receipt PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^receipt-DHA-\d{4}-000001\.pdf$/);
  expect((await readFile((await download.path())!, 'latin1')).startsWith('%PDF')).toBe(true);
});
