import { expect } from '@playwright/test';
import { test } from '../support/fixtures';
import { smsLinesFor } from '../support/server-log';
import { openStaffSignedIn } from '../support/signed-in';
import { apiCaller, freshPhone, staffSession, studentInNewGroup } from '../support/staff-api';

test('a notice sent with SMS to a group shows its preview, texts the student and guardian once, and is in its SMS log', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await staffSession(request, baseURL!);
  const stamp = Date.now() % 100000;
  const { student } = await studentInNewGroup(request, baseURL!, admin, {
    group: `Notice SMS ${stamp}`,
    name: `Texted ${stamp}`,
    sid: `NS${stamp}`,
  });
  const guardian = freshPhone();
  await apiCaller(request, baseURL!)('PATCH', `/staff/students/${student.id}`, admin, { contact: guardian });

  await openStaffSignedIn(page, 'moderator', 'moderator1234', '/staff/notices');
  await page.getByLabel('Groups').click();
  await page.getByLabel('Groups').fill(`Notice SMS ${stamp}`);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', {
      hasText: `Notice SMS ${stamp} (1 member)`,
    })
    .click();
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  const message = `Class on Friday is at 4 pm (${stamp}).`;
  await page.getByLabel('Heading').fill('Schedule');
  await page.getByLabel('Notice', { exact: true }).fill(message);
  await page.getByRole('radio', { name: 'Students and guardians' }).check();
  await page.getByRole('button', { name: 'Send', exact: true }).click();

  // The confirmation shows the SMS a real recipient gets, its parts, the messages and the cost.
  const confirm = page.getByRole('dialog', { name: 'Send this notice?' });
  const preview = confirm.getByLabel('SMS preview');
  await expect(preview).toContainText(`Message to Texted ${stamp}`);
  await expect(preview.getByTestId('sms-sample')).toContainText('Schedule');
  await expect(preview.getByTestId('sms-sample')).toContainText(message);
  await expect(preview).toContainText('(GSM), 1 SMS parts');
  await expect(preview.getByRole('row', { name: /Messages/ })).toContainText('2');
  await expect(preview.getByRole('row', { name: /Estimated cost/ })).toContainText('Tk');
  await confirm.getByRole('button', { name: 'Send notice and SMS' }).click();
  await expect(page.getByText('Sent to 1 student; 2 SMS queued.')).toBeVisible();

  // Its SMS log: both sent (the demo's console gateway writes them to the server log).
  const row = page
    .getByRole('region', { name: 'Sent notices' })
    .getByRole('row')
    .filter({ hasText: message });
  await row.getByRole('button', { name: 'SMS log of this notice' }).click();
  const drawer = page.getByRole('dialog', { name: 'Notice SMS' });
  await expect(drawer.getByLabel('SMS totals')).toContainText('Sent2');
  await expect(drawer.getByRole('row').filter({ hasText: 'Guardian' })).toContainText(`Texted ${stamp}`);
  await expect.poll(() => smsLinesFor(guardian).length).toBe(1);
  expect(smsLinesFor(guardian)[0]!.text).toContain(message);
});
