import { expectAudited } from '../support/console';
import { expect, test, toast } from '../support/fixtures';
import { PNG } from '../support/pictures';
import { openStaffSignedIn } from '../support/signed-in';
import { apiCaller, staffSession, studentInNewGroup } from '../support/staff-api';

test('the admin renames the institute and changes its colour; the student app shows it', async ({
  page,
  browser,
  request,
  baseURL,
  branding,
}) => {
  const stamp = Date.now().toString(36);
  const name = `E2E Institute ${stamp}`;
  const colour = '#aa3300';
  const admin = await staffSession(request, baseURL!);
  try {
    await openStaffSignedIn(page, 'admin', 'admin1234', '/staff/branding');
    const preview = page.getByRole('figure', { name: 'Student app preview' });
    await expect(preview).toContainText(`Browser tab title: ${branding.name}`);

    await page.getByLabel('Institute name').fill(name);
    await expect(preview).toContainText(`Browser tab title: ${name}`);
    await page.locator('.ant-color-picker-trigger').click();
    const hex = page.locator('.ant-color-picker-input input').first();
    await hex.fill(colour.slice(1));
    await hex.press('Enter');
    await page.getByLabel('Institute name').click();
    // The selected tab of the preview takes the new colour.
    await expect(preview.locator('.ant-menu-item-selected')).toHaveCSS('color', 'rgb(170, 51, 0)');

    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(toast(page, 'Logo uploaded')).toBeVisible();
    await expect(preview.getByRole('img', { name })).toHaveAttribute('src', /uploads\//);

    await page.getByRole('button', { name: 'Save branding' }).click();
    await expect(toast(page, 'Branding saved')).toBeVisible();

    // A student opening the app now sees the new name and colour.
    const student = await browser.newContext();
    const app = await student.newPage();
    await app.goto('/login');
    await expect(app).toHaveTitle(name);
    await expect(app.getByText(name, { exact: true })).toBeVisible();
    await expect(app.locator('meta[name="theme-color"]')).toHaveAttribute('content', colour);
    await expect(app.getByRole('img', { name })).toHaveAttribute('src', /uploads\//);
    await student.close();
  } finally {
    // The demo's branding as it was, for every other journey.
    const restored = await request.fetch(`${baseURL}/api/staff/branding`, {
      method: 'PATCH',
      headers: { authorization: admin, agent: 'browser' },
      data: {
        name: branding.name,
        shortName: branding.shortName,
        logoUrl: branding.logoUrl,
        primaryColor: branding.primaryColor,
      },
    });
    expect(restored.ok()).toBe(true);
  }
  // The audit log shows this write.
  await expectAudited(request, baseURL!, {
    username: 'admin',
    section: 'branding',
    action: 'updateBranding',
  });
});

test('the admin puts the console on a 24-hour clock: a notice sent shows 17:06, not 05:06 pm, and back', async ({
  page,
  request,
  baseURL,
}) => {
  const admin = await staffSession(request, baseURL!);
  const call = apiCaller(request, baseURL!);
  const stamp = Date.now().toString(36);
  const { student } = await studentInNewGroup(request, baseURL!, admin, {
    group: `Clock journey ${stamp}`,
    name: `Clock ${stamp}`,
    sid: `CK${stamp}`.slice(0, 12),
  });
  const message = `Clock check ${stamp}`;
  await call('POST', '/staff/notices', admin, { message, studentId: student.id });
  const sentAt = (page: import('@playwright/test').Page) =>
    page.getByRole('region', { name: 'Sent notices' }).getByRole('row').filter({ hasText: message });
  try {
    await openStaffSignedIn(page, 'admin', 'admin1234', '/staff/notices');
    await expect(sentAt(page)).toContainText(/\d\d [A-Z][a-z]{2} \d{4}, \d\d:\d\d [ap]m/);

    await page.goto('/staff/branding');
    await page.getByRole('radio', { name: '24-hour (17:06)' }).check();
    await page.getByRole('button', { name: 'Save branding' }).click();
    await expect(toast(page, 'Branding saved')).toBeVisible();
    await page.goto('/staff/notices');
    await expect(sentAt(page)).toContainText(/\d\d [A-Z][a-z]{2} \d{4}, \d\d:\d\d/);
    // The time itself has no am/pm (the journey's random tag may hold the letters "am").
    await expect(sentAt(page)).not.toContainText(/\d\d:\d\d\s*[ap]m/);
  } finally {
    await call('PATCH', '/staff/branding', admin, { clock: '12h' });
  }
  await page.reload();
  await expect(sentAt(page)).toContainText(/\d\d:\d\d [ap]m/);
});

test('branding is for admins: a moderator does not see it', async ({ page }) => {
  await openStaffSignedIn(page, 'moderator', 'moderator1234', '/staff/branding');
  await expect(page.getByText('Not for your role')).toBeVisible();
});
