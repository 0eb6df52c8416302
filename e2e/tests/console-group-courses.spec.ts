import { studentApp } from '../support/console';
import { expect, test, toast } from '../support/fixtures';
import { openSignedIn, openStaffSignedIn } from '../support/signed-in';
import { apiCaller, staffSession, studentInNewGroup } from '../support/staff-api';

type Course = { _id: string; name: string; type: 'course' | 'qna' };

test('a group is given a second course and its student sees both; taking it away says what they lose and asks first', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const call = apiCaller(request, baseURL!);
  const admin = await staffSession(request, baseURL!);
  const courses = (await call<Course[]>('GET', '/staff/courses', admin)).filter((c) => c.type === 'course');
  expect(courses.length).toBeGreaterThanOrEqual(2);
  const [first, second] = courses as [Course, Course];
  const stamp = Date.now().toString(36);
  const group = `Two courses ${stamp}`;
  const { student, groupId } = await studentInNewGroup(request, baseURL!, admin, {
    group,
    courseId: first._id,
    name: `Course taker ${stamp}`,
    sid: `CT${stamp}`,
  });

  // The student sees the group's one course.
  const { context, page: app } = await studentApp(browser, baseURL!);
  await openSignedIn(app, student.phone, student.password);
  await expect(app.getByRole('heading', { name: 'My Courses' })).toBeVisible();
  await expect(app.getByText(first.name, { exact: true })).toBeVisible();
  await expect(app.getByText(second.name, { exact: true })).toHaveCount(0);

  // At 768 px the moderator gives the group the second course: no content is taken, so no question.
  await page.setViewportSize({ width: 768, height: 1024 });
  await openStaffSignedIn(page, 'moderator', 'moderator1234', '/staff/groups');
  await page.getByLabel('Search groups').fill(stamp);
  await page.getByLabel('Search groups').press('Enter');
  await page.getByRole('button', { name: group }).click();
  const drawer = page.getByRole('dialog', { name: 'Group' });
  await drawer.getByRole('tab', { name: 'Content' }).click();
  const select = drawer.getByLabel('Courses of the group');
  await select.click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: second.name })
    .click();
  await expect(toast(page, `Courses of ${group} saved`)).toBeVisible();
  // What its students see, course by course.
  const seen = drawer.getByRole('listitem');
  await expect(seen.filter({ hasText: first.name })).toContainText('Whole course');
  await expect(seen.filter({ hasText: second.name })).toContainText('Whole course');

  await app.reload();
  await expect(app.getByText(first.name, { exact: true })).toBeVisible();
  await expect(app.getByText(second.name, { exact: true })).toBeVisible();

  // Taking the second away asks first, naming the course and how many students lose it.
  await page.keyboard.press('Escape');
  await drawer
    .locator('.ant-select-selection-item', { hasText: second.name })
    .locator('.ant-select-selection-item-remove')
    .click();
  const ask = page.getByRole('dialog').filter({ hasText: `Take content away from ${group}?` });
  await expect(ask).toContainText('1 student would lose:');
  await expect(ask).toContainText(`${second.name} (the whole course)`);
  // Cancelled: nothing changes.
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(seen.filter({ hasText: second.name })).toBeVisible();
  const access = await call<{ courseIds: string[] }>('GET', `/staff/groups/${groupId}/access`, admin);
  expect(access.courseIds).toEqual([first._id, second._id]);

  await drawer
    .locator('.ant-select-selection-item', { hasText: second.name })
    .locator('.ant-select-selection-item-remove')
    .click();
  await page
    .getByRole('dialog')
    .filter({ hasText: `Take content away from ${group}?` })
    .getByRole('button', { name: 'Take away' })
    .click();
  await expect(toast(page, `Courses of ${group} saved`)).toBeVisible();
  await expect(seen.filter({ hasText: second.name })).toHaveCount(0);

  await app.reload();
  await expect(app.getByText(first.name, { exact: true })).toBeVisible();
  await expect(app.getByText(second.name, { exact: true })).toHaveCount(0);
  await context.close();
});
