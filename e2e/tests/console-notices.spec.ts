import { expectAudited, studentApp } from '../support/console';
import { expect, test, toast } from '../support/fixtures';
import { openSignedIn, openStaffSignedIn } from '../support/signed-in';
import { staffSession, studentInNewGroup } from '../support/staff-api';

test('the moderator sends a notice to a group; a signed-in student gets it live; it shows in the history', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const admin = await staffSession(request, baseURL!);
  const stamp = Date.now() % 100000;
  // A new group and student: the demo group's notices stay as they are.
  const { student } = await studentInNewGroup(request, baseURL!, admin, {
    group: `Notice journey ${stamp}`,
    name: `Reader ${stamp}`,
    sid: `NT${stamp}`,
  });

  const { context, page: app, logged, bell, unseen } = await studentApp(browser, baseURL!);
  await openSignedIn(app, student.phone, student.password);
  await expect(bell).toBeVisible();
  await expect.poll(() => logged.includes('socket connected')).toBe(true);
  const before = await unseen();

  await openStaffSignedIn(page, 'moderator', 'moderator1234', '/staff/notices');
  await expect(page.getByRole('heading', { name: 'Notices', exact: true })).toBeVisible();
  await page.getByLabel('Groups').click();
  // The list is virtual and holds every group: narrow it by typing, as staff do, so ours is rendered.
  await page.getByLabel('Groups').fill(`Notice journey ${stamp}`);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', {
      hasText: `Notice journey ${stamp} (1 member)`,
    })
    .click();
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await expect(page.getByText('Reaches up to 1 student ')).toBeVisible();
  const message = `The biology practical moves to room 204 (${stamp}).`;
  await page.getByLabel('Heading').fill('Room change');
  await page.getByLabel('Notice', { exact: true }).fill(message);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Send this notice?' });
  await expect(confirm).toContainText(`Notice journey ${stamp}`);
  await confirm.getByRole('button', { name: 'Send notice' }).click();
  await expect(page.getByText('Sent to 1 student.')).toBeVisible();

  // The history lists it first, with its group, sender and reach.
  const first = page.getByRole('region', { name: 'Sent notices' }).getByRole('row').nth(1);
  await expect(first).toContainText(message);
  await expect(first).toContainText(`Notice journey ${stamp}`);
  await expect(first).toContainText('Nadia Moderator');

  // The signed-in student has it without a reload.
  await expect.poll(unseen).toBe(before + 1);
  await bell.click();
  await expect(
    app.getByRole('dialog', { name: 'Notifications' }).getByTestId('notification-item').first(),
  ).toContainText(message);

  // Staff correct its text, then recall it: the student's list shows the new text, then loses it.
  const history = page.getByRole('region', { name: 'Sent notices' });
  await history
    .getByRole('row')
    .filter({ hasText: message })
    .getByRole('button', { name: 'Edit this notice' })
    .click();
  const editing = page.getByRole('dialog', { name: 'Edit notice' });
  const corrected = `The biology practical moves to room 305 (${stamp}).`;
  await editing.getByLabel('Notice', { exact: true }).fill(corrected);
  await editing.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Notice saved')).toBeVisible();
  const fixed = history.getByRole('row').filter({ hasText: corrected });
  await expect(fixed).toHaveCount(1);
  const drawer = app.getByRole('dialog', { name: 'Notifications' });
  await app.reload();
  await bell.click();
  await expect(drawer.getByText(corrected)).toBeVisible();
  await fixed.getByRole('button', { name: 'Recall this notice' }).click();
  await page
    .getByRole('dialog', { name: 'Recall this notice?' })
    .getByRole('button', { name: 'Recall' })
    .click();
  await expect(toast(page, 'Notice recalled')).toBeVisible();
  await expect(fixed).toContainText('Recalled');
  await app.reload();
  await bell.click();
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText(corrected)).toHaveCount(0);
  await context.close();
  await expectAudited(request, baseURL!, {
    username: 'moderator',
    section: 'notifications',
    action: 'recallNotice',
  });
  // The audit log shows this write.
  await expectAudited(request, baseURL!, {
    username: 'moderator',
    section: 'notifications',
    action: 'sendNotice',
  });
});
