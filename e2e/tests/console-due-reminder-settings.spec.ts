import { expect } from '@playwright/test';
import { resultsTab, signInStaff } from '../support/console';
import { test } from '../support/fixtures';
import { apiCaller, examOfItsOwn, staffSession } from '../support/staff-api';

test('dues reminders are turned on with their days in the SMS settings drawer and kept after a reload', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const admin = await staffSession(request, baseURL!);
  const call = apiCaller(request, baseURL!);
  // The settings are the institute's: the journey puts back what it found.
  const before = await call<Record<string, unknown>>('GET', '/staff/sms/settings', admin);
  const { longest: _l, reminderLongest: _r, ...saved } = before;
  const w = await examOfItsOwn(request, baseURL!, admin, {
    title: `Reminder settings ${stamp}`,
    group: `Reminders ${stamp}`,
    endsAt: Date.now() + 3_600_000,
    duration: 30,
  });
  const daysBefore = 2 + (Date.now() % 5); // 2..6, unlike the demo's 10
  const daysAfter = daysBefore + 1;
  try {
    await signInStaff(page, 'examcontroller', 'examcontroller1234');
    const openDrawer = async () => {
      await page.goto(`/staff/results/${w.examId}`);
      await resultsTab(page, 'SMS');
      await page.getByRole('button', { name: 'SMS settings' }).click();
      const drawer = page.getByRole('dialog', { name: 'SMS settings' });
      await expect(drawer.getByLabel('Days before the due date')).not.toHaveValue('');
      return drawer;
    };

    // Off first, saved, so that turning it on is this journey's own change.
    let drawer = await openDrawer();
    const enabled = drawer.getByRole('switch', { name: 'Send dues reminders' });
    if ((await enabled.getAttribute('aria-checked')) === 'true') {
      await enabled.click();
      await drawer.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(
        page.locator('.ant-message-notice').filter({ hasText: 'SMS settings saved.' }),
      ).toBeVisible();
    }
    await expect(enabled).toHaveAttribute('aria-checked', 'false');

    await enabled.click();
    await drawer.getByLabel('Days before the due date').fill(String(daysBefore));
    await drawer.getByLabel('Days after the due date').fill(String(daysAfter));
    await drawer.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(
      page.locator('.ant-message-notice').filter({ hasText: 'SMS settings saved.' }).last(),
    ).toBeVisible();

    // After a reload the drawer shows what was saved.
    await page.reload();
    drawer = await openDrawer();
    await expect(drawer.getByRole('switch', { name: 'Send dues reminders' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(drawer.getByLabel('Days before the due date')).toHaveValue(String(daysBefore));
    await expect(drawer.getByLabel('Days after the due date')).toHaveValue(String(daysAfter));
    await expect(drawer.getByRole('button', { name: 'Resend failed' })).toBeVisible();
  } finally {
    await call('PUT', '/staff/sms/settings', admin, saved);
  }
});
