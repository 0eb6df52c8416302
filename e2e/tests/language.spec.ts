import { demo, expect, test } from '../support/fixtures';

// The student app in Bengali: the switch on the sign-in page, kept across a reload, <html lang>,
// Bengali digits in numbers, and back to English from the avatar menu.

test('a student switches to Bengali on the sign-in page, keeps it after a reload and back to English', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();

  await page.getByRole('button', { name: 'বাংলা' }).click();
  await expect(page.getByRole('heading', { name: 'সাইন ইন' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('button', { name: 'বাংলা' })).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'সাইন ইন' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');

  await page.getByLabel('মোবাইল নম্বর').fill(demo.inGroup.phone);
  await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill(demo.inGroup.password);
  await page.getByRole('button', { name: 'সাইন ইন' }).last().click();
  await expect(page.getByRole('menuitem', { name: 'আমার কোর্স' })).toBeVisible();

  await page.goto('/exams');
  await page.getByRole('tab', { name: 'অনুশীলন পরীক্ষা' }).click();
  // The exam duration in Bengali digits, e.g. "৩০ মিনিট".
  const card = page.getByRole('article').first();
  await expect(card.getByText(/^[০-৯]+ মিনিট$/)).toBeVisible();
  await expect(card.getByText(/[0-9]+ minutes/)).toHaveCount(0);

  await page.getByRole('button', { name: 'প্রোফাইল মেনু' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('tab', { name: 'Practice Exam' })).toBeVisible();
  await expect(
    page
      .getByRole('article')
      .first()
      .getByText(/^[0-9]+ minutes$/),
  ).toBeVisible();

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Practice Exam' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
