import { extractText, getDocumentProxy } from 'unpdf';
import { signInStaff } from '../support/console';
import { expect, test } from '../support/fixtures';
import { apiCaller, examOfItsOwn, staffSession, studentInNewGroup } from '../support/staff-api';

test('the admin lands on the home page, whose figures match the demo', async ({ page, request, baseURL }) => {
  const stamp = Date.now().toString(36);
  const admin = await staffSession(request, baseURL!);
  await examOfItsOwn(request, baseURL!, admin, {
    title: `Home exam ${stamp}`,
    group: `Home group ${stamp}`,
    endsAt: Date.now() + 2 * 3_600_000,
    duration: 30,
  });
  const inbox = await apiCaller(request, baseURL!)<{ totalRecords: number }>(
    'GET',
    '/staff/qa/questions?answered=false',
    admin,
  );
  await signInStaff(page, 'admin', 'admin1234');
  await expect(page).toHaveURL(/\/staff\/home$/);
  await expect(page.getByRole('heading', { name: 'Home', exact: true })).toBeVisible();
  const qa = page.locator('.ant-card').filter({ hasText: 'Unanswered questions' });
  await expect(qa.locator('.ant-statistic-content-value')).toHaveText(String(inbox.totalRecords));
  const exams = page.locator('.ant-card').filter({ hasText: 'This week' });
  await expect(exams.getByRole('link', { name: new RegExp(`Home exam ${stamp}`) })).toContainText(
    'Running now',
  );
});

test('a teacher sees a teacher’s home page: Q&A only', async ({ page }) => {
  await signInStaff(page, 'teacher', 'teacher1234');
  await expect(page.getByRole('heading', { name: 'Home', exact: true })).toBeVisible();
  await expect(page.getByText('Unanswered questions')).toBeVisible();
  await expect(page.locator('.ant-card')).toHaveCount(1);
  await expect(page.getByText("Today's collection")).toBeHidden();
});

test("a group's admit cards download as a PDF holding each student's name and roll", async ({
  page,
  request,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const admin = await staffSession(request, baseURL!);
  const { groupId } = await studentInNewGroup(request, baseURL!, admin, {
    group: `Admit group ${stamp}`,
    name: `Admit Student ${stamp}`,
    sid: `AD${stamp}`,
  });
  await signInStaff(page, 'moderator', 'moderator1234');
  const sessionId = await page.evaluate(() => localStorage.getItem('staffSessionId'));
  const response = await request.get(`${baseURL}/api/staff/groups/${groupId}/admit-cards.pdf`, {
    headers: { authorization: sessionId ?? '', agent: 'browser' },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const doc = await getDocumentProxy(new Uint8Array(await response.body()));
  const { text } = await extractText(doc, { mergePages: true });
  expect(text).toContain(`Admit Student ${stamp}`);
  expect(text).toContain(`AD${stamp}`);
});
