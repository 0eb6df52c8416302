import { expect, test } from '../support/fixtures';
import { openSignedIn } from '../support/signed-in';
import { admittedStudent, apiCaller, staffSession } from '../support/staff-api';

// A 2x2 red PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGO4IycHRAwQCgAhpgRhTxp8CQAAAABJRU5ErkJggg==',
  'base64',
);

test('profile: view and edit the GPAs with the 0 to 5 rule, and a picture upload that stays after a reload', async ({
  page,
  request,
  baseURL,
}) => {
  const admin = await staffSession(request, baseURL!);
  const call = apiCaller(request, baseURL!);
  const branch = await call<{ _id: string }>('POST', '/staff/branches', admin, {
    name: 'Mirpur',
    division: 'Dhaka',
  });
  const group = await call<{ _id: string }>('POST', '/staff/groups', admin, { name: 'Profile Batch' });
  const student = await admittedStudent(request, baseURL!, admin, {
    name: 'Farhana Akter',
    sid: '27077',
    branchId: branch._id,
    groupIds: [group._id],
  });
  await openSignedIn(page, student.phone, student.password);
  await expect(page.getByRole('heading', { name: 'My Courses' })).toBeVisible();

  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.locator('.ant-dropdown').getByRole('menuitem', { name: 'My Profile', exact: true }).click();
  await expect(page).toHaveURL(/\/student-profile$/);
  await expect(page.getByRole('heading', { name: 'Farhana Akter' })).toBeVisible();
  await expect(page.getByText('ID: 27077')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Scoreboard' })).toHaveAttribute('href', '/scoreboard');
  await expect(page.getByText('Mirpur, Dhaka')).toBeVisible();
  await expect(page.getByText('Profile Batch')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'SSC GPA' })).toHaveCount(0);

  // Edit mode: the GPAs become inputs; out of range is refused with the app's messages.
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await page.getByRole('textbox', { name: 'SSC GPA' }).fill('5');
  await page.getByRole('textbox', { name: 'HSC GPA' }).fill('5.5');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('alert')).toHaveText('The given number is not valid');
  await page.getByRole('textbox', { name: 'HSC GPA' }).fill('4.75');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('button', { name: 'Update' })).toHaveCount(0);
  await expect(page.getByText('4.75', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/profile-360.png', fullPage: true });

  // The picture goes through GET /content/signed-request + PUT, then PATCH; it is shown under the asset host.
  await page
    .getByLabel('Profile picture file')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  const avatar = page.locator('.ant-avatar img[alt="Farhana Akter"]').first();
  await expect(avatar).toHaveAttribute('src', /\/api\/files\/uploads\/[\w-]+\.png$/);
  const src = await avatar.getAttribute('src');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Farhana Akter' })).toBeVisible();
  await expect(page.getByText('4.75', { exact: true })).toBeVisible();
  await expect(avatar).toHaveAttribute('src', src!);
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(2);
  // The header avatar shows it too.
  await expect(page.getByRole('button', { name: 'Profile menu' }).locator('img')).toHaveAttribute(
    'src',
    src!,
  );
});
