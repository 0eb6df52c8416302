import { demo, expect, test } from '../support/fixtures';
import { openSignedIn } from '../support/signed-in';
import {
  admittedStudent,
  apiCaller,
  liveExamOfItsOwn,
  staffSession,
  studentSession,
} from '../support/staff-api';

test('a notice sent through the staff API appears live within a second; a click marks it seen and navigates; delete removes it', async ({
  page,
  request,
  baseURL,
}) => {
  const logged: string[] = [];
  page.on('console', (m) => logged.push(m.text()));
  await openSignedIn(page, demo.inGroup.phone, demo.inGroup.password);
  await expect(page.getByRole('heading', { name: 'My Courses' })).toBeVisible();
  const studentId = await page.evaluate(
    () => JSON.parse(localStorage.getItem('student') ?? '{}')._id as string,
  );
  const bell = page.getByRole('button', { name: /^Notifications/ });
  const unseenOf = async () =>
    Number(/\((\d+) unseen\)/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);

  // The seeded notifications are listed newest first with the app's time format, on the 12-hour
  // clock ('05 Jan 2025 | 02:30 pm', never '14:30 pm').
  await bell.click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  const items = drawer.getByTestId('notification-item');
  await expect(items.first()).toBeVisible();
  await expect(items.first()).toContainText(/\d{2} [A-Z][a-z]{2} \d{4} \| (0\d|1[0-2]):\d{2} (am|pm)/);
  await expect(drawer).not.toContainText(/\| (1[3-9]|2\d):\d{2} (am|pm)/);
  // Opening the panel saw what is in it: the unseen count is cleared.
  await expect.poll(unseenOf).toBe(0);
  const before = await unseenOf();
  const countBefore = await items.count();

  // Wait until the socket is connected, so that "within a second" measures the push, not the page load.
  await expect.poll(() => logged.includes('socket connected')).toBe(true);
  const admin = await staffSession(request, baseURL!);
  const message = `Exam hall changed to room ${Date.now() % 1000}`;
  const examId = '00000000-0000-4000-8000-000000000001';
  const sentAt = Date.now();
  await apiCaller(request, baseURL!)('POST', '/staff/notices', admin, {
    message,
    title: 'Room change',
    studentId,
    on: 'exam',
    id: examId,
  });
  const live = items.first();
  await expect(live).toContainText(message, { timeout: 1000 });
  expect(Date.now() - sentAt).toBeLessThan(1000);
  await expect(live).toHaveAttribute('data-seen', 'false');
  await expect(items).toHaveCount(countBefore + 1);
  await expect.poll(unseenOf).toBe(before + 1);

  // A click marks it seen and opens its target: My Exams.
  await live.getByRole('button', { name: new RegExp(message) }).click();
  await expect(page).toHaveURL(/\/exams$/);
  await expect(page.getByRole('heading', { name: 'My Exams' })).toBeVisible();
  await expect.poll(unseenOf).toBe(before);

  // Seen and deleted on the server too: after a reload nothing is unseen and it is seen, then deleting
  // removes it for good.
  await page.reload();
  await expect(bell).toHaveAttribute('aria-label', 'Notifications');
  await bell.click();
  const again = drawer.getByTestId('notification-item').filter({ hasText: message });
  await expect(again).toHaveAttribute('data-seen', 'true');
  await again.getByRole('button', { name: 'Delete notification' }).click();
  await expect(again).toHaveCount(0);
  await page.reload();
  await bell.click();
  await expect(drawer.getByTestId('notification-item').first()).toBeVisible();
  await expect(drawer.getByText(message)).toHaveCount(0);
});

test('a live exam’s result notification opens that exam’s result', async ({ page, request, baseURL }) => {
  const call = apiCaller(request, baseURL!);
  const admin = await staffSession(request, baseURL!);
  const title = `Result Notice Test ${Date.now() % 100000}`;
  const { examId, groupId } = await liveExamOfItsOwn(request, baseURL!, admin, {
    title,
    group: `${title} Group`,
    duration: 30,
  });
  const student = await admittedStudent(request, baseURL!, admin, {
    name: 'Result Notice Student',
    sid: '26220',
    groupIds: [groupId],
  });
  // The student sits it, the window closes, the result is published: that sends the notification.
  const session = await studentSession(request, baseURL!, student.phone, student.password);
  await call('PATCH', `/exam/start/${examId}/group-id/${groupId}`, session);
  await call('PATCH', `/exam/submit/${examId}/group/${groupId}`, session);
  await call('PATCH', `/staff/exams/${examId}/assignments/${groupId}`, admin, {
    endsAt: new Date(Date.now() - 1_000).toISOString(),
  });
  await call('POST', `/staff/exams/${examId}/publish`, admin, { groupId });

  await openSignedIn(page, student.phone, student.password);
  await expect(page.getByRole('heading', { name: 'My Courses' })).toBeVisible();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const published = page
    .getByRole('dialog', { name: 'Notifications' })
    .getByTestId('notification-item')
    .filter({ hasText: `The result of "${title}" has been published.` });
  await published.getByRole('button', { name: /has been published/ }).click();
  await expect(page).toHaveURL(new RegExp(`/result/${examId}/${groupId}$`));
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByLabel('Total marks')).toBeVisible();
});
