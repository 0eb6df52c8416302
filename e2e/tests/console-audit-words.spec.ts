import { expect, test, toast } from '../support/fixtures';
import { openStaffSignedIn } from '../support/signed-in';
import { apiCaller, freshPhone, staffSession } from '../support/staff-api';

test('the admin moves a student into another group, then reads in the audit log who did what to whom', async ({
  page,
  request,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const admin = await staffSession(request, baseURL!);
  const api = apiCaller(request, baseURL!);
  const morning = await api<{ _id: string }>('POST', '/staff/groups', admin, { name: `Morning ${stamp}` });
  await api('POST', '/staff/groups', admin, { name: `Evening ${stamp}` });
  const student = `Audit ${stamp}`;
  await api('POST', '/staff/students', admin, {
    name: student,
    sid: `AW${stamp}`,
    phone: freshPhone(),
    groupIds: [morning._id],
  });

  await openStaffSignedIn(page, 'admin', 'admin1234', '/staff/groups');
  await page.getByLabel('Search groups').fill(`Evening ${stamp}`);
  await page.getByLabel('Search groups').press('Enter');
  await page.getByRole('button', { name: `Evening ${stamp}` }).click();
  const drawer = page.getByRole('dialog', { name: 'Group' });
  await drawer.getByRole('button', { name: 'Add students' }).click();
  const picker = page.getByRole('dialog', { name: `Add students to Evening ${stamp}` });
  await picker.getByLabel('Search the roster').fill(student);
  await picker.getByLabel('Search the roster').press('Enter');
  await picker.getByRole('row').filter({ hasText: student }).getByRole('checkbox').check();
  await picker.getByRole('button', { name: 'Add 1 student' }).click();
  await expect(toast(page, `1 student added to Evening ${stamp}`)).toBeVisible();

  await page.goto('/staff/audit-log');
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  await page.getByLabel('Student, group or exam').fill(student);
  await page.getByLabel('Student, group or exam').press('Enter');
  const row = page.getByRole('row').filter({ hasText: "Changed a student's group" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('(admin)');
  await expect(row).toContainText(`Evening ${stamp}`);
  await expect(row).toContainText(`${student} (AW${stamp})`);
  await expect(row).toContainText(`Group: Morning ${stamp} → Evening ${stamp}, Morning ${stamp}`);
  // The admission is about the same student; another student's name finds neither.
  await expect(page.getByRole('row').filter({ hasText: 'Admitted a student' })).toHaveCount(1);

  await row.getByRole('button', { name: /expand row/i }).click();
  await expect(page.getByRole('region', { name: 'Entry details' })).toContainText(
    /POST \/api\/staff\/groups\/[0-9a-f-]{36}\/students/,
  );

  await page.getByLabel('Student, group or exam').fill(`Nobody ${stamp}`);
  await page.getByLabel('Student, group or exam').press('Enter');
  await expect(page.getByRole('row').filter({ hasText: "Changed a student's group" })).toHaveCount(0);
});
