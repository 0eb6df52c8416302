import { demo, expect, signIn, test, toast } from '../support/fixtures';
import { admittedStudent, staffSession, studentSession } from '../support/staff-api';

test('an old #!/path address opens /path', async ({ page }) => {
  await page.goto('/#!/register');
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
});

test('the sign-in card carries the institute’s logo and name from the server', async ({ page, branding }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle(branding.name);
  await expect(page.getByText(branding.name, { exact: true })).toBeVisible();
  if (branding.logoUrl)
    await expect(page.getByRole('img', { name: branding.name })).toHaveAttribute('src', branding.logoUrl);
});

test('the data deletion policy is reachable signed out and signed in', async ({ page, branding }) => {
  await page.goto('/data-deletion-policy');
  await expect(page.getByRole('heading', { name: 'Data Deletion Policy' })).toBeVisible();
  await expect(page.getByRole('link', { name: branding.supportEmail })).toHaveAttribute(
    'href',
    `mailto:${branding.supportEmail}`,
  );

  await signIn(page, demo.noGroup.phone, demo.noGroup.password);
  await expect(page.getByText('You are not added to a group yet')).toBeVisible();
  await page.goto('/data-deletion-policy');
  await expect(page.getByRole('heading', { name: 'Data Deletion Policy' })).toBeVisible();
});

test('the student tabs lead to My Courses, My Exams and My Q&A', async ({ page }) => {
  await signIn(page, demo.noGroup.phone, demo.noGroup.password);
  await expect(page.getByRole('heading', { name: 'My Courses' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'My Q&A' }).click();
  await expect(page).toHaveURL(/\/my-qa$/);
  await expect(page.getByRole('heading', { name: 'My Q&A' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'My Courses' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  // Each lazy page's chunk asked for its own imports: no preload link was added to the page at run time.
  const inHtml =
    (await (await page.request.get('/courses')).text()).match(/rel="modulepreload"/g)?.length ?? 0;
  expect(inHtml).toBeGreaterThan(0);
  await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(inHtml);
});

test('a session ended elsewhere says "Please login first" once on a page that makes several calls', async ({
  page,
  request,
  baseURL,
}) => {
  const admin = await staffSession(request, baseURL!);
  const student = await admittedStudent(request, baseURL!, admin, {
    name: 'Ended Session Student',
    sid: '26230',
  });
  // Every toast shown, kept after it has gone (a toast stays three seconds).
  await page.addInitScript(() => {
    const shown: string[] = [];
    const counted = new WeakSet<Element>();
    (window as unknown as { toastsShown: string[] }).toastsShown = shown;
    new MutationObserver(() => {
      for (const notice of document.querySelectorAll('.ant-message-notice')) {
        if (counted.has(notice) || !notice.textContent) continue;
        counted.add(notice);
        shown.push(notice.textContent);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const toastsShown = () =>
    page.evaluate(() =>
      (window as unknown as { toastsShown: string[] }).toastsShown.filter((text) =>
        text.includes('Please login first'),
      ),
    );
  await signIn(page, student.phone, student.password);
  await expect(page.getByRole('heading', { name: 'My Courses' })).toBeVisible();

  // Signing in on another device ends this one's session; the scoreboard then starts its calls (the
  // profile, the results, the live connection) with the ended session.
  await studentSession(request, baseURL!, student.phone, student.password);
  await page.goto('/scoreboard');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await expect(toast(page, 'Please login first')).toHaveCount(1);
  // None more once every refusal has come back.
  await page.waitForTimeout(3_000);
  expect(await toastsShown()).toHaveLength(1);
});
