import { fontsDrawingBengali } from '../support/drawn-fonts';
import { answerFirstThreeRightly, openExam, submitWritten } from '../support/exam-paper';
import { demo, expect, signIn, test, toast } from '../support/fixtures';
import { scienceStudent } from '../support/staff-api';

// The student app in Bengali: the switch on the sign-in page, kept across a reload, <html lang>,
// Bengali digits in numbers, and back to English from the avatar menu.

test('a student switches to Bengali on the sign-in page, keeps it after a reload and back to English', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  // "বাংলা" on the English page is drawn in the Bengali font the app ships, not as a system font's
  // empty boxes (kept, on a phone without a Bengali font, when it was shown before the font arrived).
  await expect
    .poll(() => fontsDrawingBengali(page.getByRole('button', { name: 'বাংলা' })))
    .toEqual(['Noto Sans Bengali']);

  await page.getByRole('button', { name: 'বাংলা' }).click();
  await expect(page.getByRole('heading', { name: 'সাইন ইন' })).toBeVisible();
  // The bold heading too, in the font's bold face.
  await expect
    .poll(() => fontsDrawingBengali(page.getByRole('heading', { name: 'সাইন ইন' })))
    .toEqual(['Noto Sans Bengali']);
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
  // The question count in Bengali digits too, and an exam with no subject says so in Bengali.
  await expect(card.getByText(/^[০-৯]+$/)).toBeVisible();
  await expect(page.getByText('Not given')).toHaveCount(0);

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

test('a refused sign-in and the result page read in Bengali, every figure in Bengali digits', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const student = await scienceStudent(request, baseURL!, { name: 'Bengali Result Student', sid: '26093' });

  // The server answers in English; the app shows its known messages in Bengali.
  await page.goto('/login');
  await page.getByRole('button', { name: 'বাংলা' }).click();
  await page.getByLabel('মোবাইল নম্বর').fill(student.phone);
  await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'সাইন ইন' }).last().click();
  await expect(toast(page, 'ফোন নম্বর বা পাসওয়ার্ড ভুল')).toBeVisible();
  await expect(page.getByText('Wrong phone number or password')).toHaveCount(0);

  // The practice exam is sat in English (its helpers' words), then the result is read in Bengali.
  await page.getByRole('button', { name: 'English' }).click();
  await signIn(page, student.phone, student.password);
  await expect(page).toHaveURL(/\/$/);
  const dialog = await openExam(page, 'Practice: Science Basics', 'Practice Exam');
  await dialog.getByRole('button', { name: 'Start Exam' }).click();
  await answerFirstThreeRightly(page);
  await submitWritten(page, 5, 'Na');
  await page.getByRole('region', { name: 'Exam submission' }).getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/result\//);
  await expect(page.getByRole('heading', { name: 'PASSED' })).toBeVisible();

  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'বাংলা' }).click();
  await expect(page.getByRole('heading', { name: 'পাস', exact: true })).toBeVisible();
  await expect(page.getByText('PASSED')).toHaveCount(0);
  const stats = page.locator('.ant-card').filter({ hasText: 'পরিসংখ্যান' }).first();
  await expect(stats).toContainText('১টি লিখিত উত্তর পরীক্ষকের মূল্যায়নের অপেক্ষায়।');
  await expect(stats.locator('.ant-statistic-content').first()).toHaveText('৩');
  // No English word and no Latin digit: counts, merit position, completion time and the pending note.
  await expect(stats).not.toContainText(/[0-9A-Za-z]/);
});

test('the Q&A forum in Bengali: its dates, the pager and its page sizes in Bengali words and digits', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'বাংলা' }).click();
  await page.getByLabel('মোবাইল নম্বর').fill(demo.inGroup.phone);
  await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill(demo.inGroup.password);
  await page.getByRole('button', { name: 'সাইন ইন' }).last().click();
  await page.getByRole('menuitem', { name: 'আমার প্রশ্নোত্তর' }).click();
  await page.getByTestId('qa-course-card').first().click();
  await expect(page).toHaveURL(/\/qa-forum-list\//);

  const card = page.getByTestId('question-card').first();
  await expect(card).toBeVisible();
  // "২৭ নভে ২০২৬, ০৮:২৯ পূর্বাহ্ণ", not "27 Nov 2026, 08:29 AM".
  await expect(card).toContainText(/[০-৯]{2} \S+ [০-৯]{4}, [০-৯]{2}:[০-৯]{2} (পূর্বাহ্ণ|অপরাহ্ণ)/);
  await expect(card).not.toContainText(/\b(AM|PM|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/);
  const pager = page.locator('.qa-pager');
  await expect(pager.locator('.ant-pagination-options')).toContainText(/^[০-৯]+ \/ পৃষ্ঠা$/);
  await expect(pager).not.toContainText(/[0-9A-Za-z]/);
});
