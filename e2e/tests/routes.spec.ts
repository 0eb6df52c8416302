import { demo, expect, signIn, test } from '../support/fixtures';

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
});
