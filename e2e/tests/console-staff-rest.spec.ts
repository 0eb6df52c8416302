import { studentApp } from '../support/console';
import { expect, test } from '../support/fixtures';
import { openSignedIn, openStaffSignedIn } from '../support/signed-in';
import {
  admittedStudent,
  apiCaller,
  staffSession,
  studentInNewGroup,
  studentSession,
} from '../support/staff-api';

test('a notice scheduled a few seconds ahead reaches the student only at its time, live', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const admin = await staffSession(request, baseURL!);
  const stamp = Date.now() % 100000;
  const group = `Scheduled notice ${stamp}`;
  const { student } = await studentInNewGroup(request, baseURL!, admin, {
    group,
    name: `Waiter ${stamp}`,
    sid: `SN${stamp}`,
  });
  const { context, page: app, logged, bell, unseen } = await studentApp(browser, baseURL!);
  await openSignedIn(app, student.phone, student.password);
  await expect(bell).toBeVisible();
  await expect.poll(() => logged.includes('socket connected')).toBe(true);
  const before = await unseen();

  await openStaffSignedIn(page, 'moderator', 'moderator1234', '/staff/notices');
  await page.getByLabel('Groups').click();
  await page.getByLabel('Groups').fill(group);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: group }).click();
  await page.keyboard.press('Escape');
  const message = `Mock test moves to $x^2$ o'clock (${stamp}).`;
  await page.getByLabel('Notice', { exact: true }).fill(message);
  // The preview draws the formula while it is typed.
  await expect(
    page.getByRole('region', { name: 'Notice as students see it' }).locator('.katex'),
  ).toBeVisible();
  // 20 s ahead, in the browser's own zone, as a staff member types it.
  const at = await page.evaluate(() => {
    const d = new Date(Date.now() + 20_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return {
      input: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`,
      ms: Math.floor(d.getTime() / 1000) * 1000,
    };
  });
  await page.getByLabel('Send at').fill(at.input);
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Schedule this notice?' });
  await expect(confirm).toContainText(group);
  await confirm.getByRole('button', { name: 'Schedule notice' }).click();
  await expect(page.getByText(/^Scheduled for /)).toBeVisible();
  const row = page
    .getByRole('region', { name: 'Sent notices' })
    .getByRole('row')
    .filter({ hasText: String(stamp) });
  await expect(row).toContainText('Scheduled');
  await expect(row).toContainText('Goes at');

  // Not before its time: the student's count has not moved while the clock is short of it.
  if (Date.now() < at.ms - 1000) expect(await unseen()).toBe(before);
  // Then it arrives without a reload, with its formula drawn.
  await expect.poll(unseen, { timeout: 60_000 }).toBe(before + 1);
  expect(Date.now()).toBeGreaterThanOrEqual(at.ms);
  await bell.click();
  const item = app.getByRole('dialog', { name: 'Notifications' }).getByTestId('notification-item').first();
  await expect(item).toContainText(String(stamp));
  await expect(item.locator('.katex')).toBeVisible();
  await context.close();
});

test("the Teacher's reply with $x^2$ is previewed while typed and shown as math to the student", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const call = apiCaller(request, baseURL!);
  const admin = await staffSession(request, baseURL!);
  const teacherLogin = await request.post(`${baseURL}/api/staff/login`, {
    data: { username: 'teacher', password: 'teacher1234' },
  });
  const [subject] = await call<{ _id: string; courseId: string; chapters: { _id: string }[] }[]>(
    'GET',
    '/staff/qa/subjects',
    teacherLogin.headers().sessionid!,
  );
  const stamp = Date.now() % 100000;
  const { student } = await studentInNewGroup(request, baseURL!, admin, {
    group: `Reply preview ${stamp}`,
    courseId: subject!.courseId,
    name: `Preview asker ${stamp}`,
    sid: `RP${stamp}`,
  });
  const text = `What is the area of a square of side x? ${stamp}`;
  const asked = await call<{ _id: string }>(
    'POST',
    '/qa/add-question',
    await studentSession(request, baseURL!, student.phone, student.password),
    {
      studentId: student.id,
      courseId: subject!.courseId,
      subjectId: subject!._id,
      chapterId: subject!.chapters[0]!._id,
      questionDescription: text,
    },
  );

  await openStaffSignedIn(page, 'teacher', 'teacher1234', '/staff/qa');
  await page.getByLabel('Search questions').fill(String(stamp));
  await page.getByLabel('Search questions').press('Enter');
  await page.getByRole('row').filter({ hasText: text }).getByText(text).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('Formulas between $…$')).toBeVisible();
  await drawer.getByLabel('Your reply').fill('The area is $x^2$.');
  const preview = drawer.getByRole('region', { name: 'Reply as the student sees it' });
  await expect(preview.locator('.katex')).toBeVisible();
  await drawer.getByRole('button', { name: 'Send reply' }).click();
  await expect(drawer.getByRole('region', { name: 'Replies' })).toContainText('The area is');

  const { context, page: app } = await studentApp(browser, baseURL!);
  await openSignedIn(app, student.phone, student.password);
  await app.goto(`/question-details/${asked._id}`);
  await expect(app.getByText('The area is')).toBeVisible();
  await expect(app.locator('.katex').first()).toBeVisible();
  await expect(app.getByText('$x^2$')).toHaveCount(0);
  await context.close();
});

for (const width of [1280, 768]) {
  test(`at ${width} px a group is archived after a dialog saying what it touches; it leaves the pickers, its history kept`, async ({
    page,
    request,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const admin = await staffSession(request, baseURL!);
    const stamp = `${width}-${Date.now() % 100000}`;
    const group = `Archive me ${stamp}`;
    await studentInNewGroup(request, baseURL!, admin, {
      group,
      name: `Archived ${stamp}`,
      sid: `AR${stamp}`,
    });
    await openStaffSignedIn(page, 'moderator', 'moderator1234', '/staff/groups');
    await page.getByLabel('Search groups').fill(group);
    await page.getByLabel('Search groups').press('Enter');
    await page.getByRole('button', { name: group }).click();
    await page.getByRole('button', { name: 'Archive', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Archive group ${group}?` });
    const facts = dialog.getByRole('list', { name: 'What archiving touches' });
    await expect(facts).toContainText('1 member stay in it');
    await expect(facts).toContainText('0 exams assigned');
    await expect(facts).toContainText('No member owes fees.');
    await expect(dialog).toContainText('Archiving is not deleting');
    await dialog.getByRole('button', { name: 'Archive', exact: true }).click();
    // The drawer says it is archived (the state, not the passing toast).
    await expect(page.getByText(/^Archived on /)).toBeVisible();

    // Gone from the notices' group picker; listed under Archived with its member.
    const groups = await apiCaller(request, baseURL!)<{ name: string }[]>('GET', '/staff/groups', admin);
    expect(groups.some((g) => g.name === group)).toBe(false);
    await page.keyboard.press('Escape');
    await page.getByLabel('Groups shown').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Archived' })
      .click();
    await expect(page.getByRole('row').filter({ hasText: group })).toContainText('1');
  });
}

test('a branch with active students cannot be archived (the dialog says why); an empty one is, and leaves the pickers', async ({
  page,
  request,
  baseURL,
}) => {
  const call = apiCaller(request, baseURL!);
  const admin = await staffSession(request, baseURL!);
  const stamp = Date.now() % 100000;
  const busy = await call<{ _id: string }>('POST', '/staff/branches', admin, {
    name: `Busy branch ${stamp}`,
  });
  await call('POST', '/staff/branches', admin, { name: `Empty branch ${stamp}` });
  await admittedStudent(request, baseURL!, admin, {
    name: `Branch student ${stamp}`,
    sid: `BR${stamp}`,
    branchId: busy._id,
  });

  await openStaffSignedIn(page, 'moderator', 'moderator1234', '/staff/groups');
  await page.getByRole('tab', { name: 'Branches' }).click();
  await page.getByRole('button', { name: `Archive Busy branch ${stamp}` }).click();
  const refused = page.getByRole('dialog', { name: `Archive branch Busy branch ${stamp}?` });
  await expect(refused).toContainText('1 student active.');
  await expect(refused).toContainText('Move its 1 student to another branch, or deactivate them, first.');
  await expect(refused.getByRole('button', { name: 'Archive', exact: true })).toBeDisabled();
  await refused.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: `Archive Empty branch ${stamp}` }).click();
  const dialog = page.getByRole('dialog', { name: `Archive branch Empty branch ${stamp}?` });
  await expect(dialog).toContainText('0 students active.');
  await dialog.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: `Empty branch ${stamp}` })).toContainText(
    'Archived on',
  );
  const picker = await call<{ name: string }[]>('GET', '/staff/branches', admin);
  expect(picker.some((b) => b.name === `Empty branch ${stamp}`)).toBe(false);
});
