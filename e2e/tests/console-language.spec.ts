import {
  fillBengaliSignIn,
  sectionMenu,
  showBengali,
  signInStaff,
  signInStaffInBengali,
} from '../support/console';
import { expect, test } from '../support/fixtures';
import { apiCaller, staffSession, studentInNewGroup } from '../support/staff-api';

// The staff console in Bengali: the switch on the sign-in page and in the header, kept across a reload.

test('staff switch the console to Bengali and back to English', async ({ page, request, baseURL }) => {
  const admin = await staffSession(request, baseURL!);
  const stamp = Date.now() % 100000;
  const groupName = `Bangla ${stamp}`;
  await studentInNewGroup(request, baseURL!, admin, {
    group: groupName,
    name: `Pathok ${stamp}`,
    sid: `BN${stamp}`,
  });

  await page.goto('/staff/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await showBengali(page);
  await expect(page.getByRole('heading', { name: 'স্টাফ সাইন ইন' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'স্টাফ সাইন ইন' })).toBeVisible();
  await fillBengaliSignIn(page, 'admin', 'admin1234');

  const menu = page.getByRole('navigation', { name: 'বিভাগসমূহ' }).getByRole('menuitem');
  await expect(menu.filter({ hasText: 'শিক্ষার্থী' })).toBeVisible();
  await expect(menu.filter({ hasText: 'প্রশ্ন ব্যাংক' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'সাইন আউট' })).toBeVisible();

  // A notice's reach and its confirmation count their students in Bengali words and digits.
  await page.goto('/staff/notices');
  await page.getByLabel('গ্রুপ').click();
  await page.getByLabel('গ্রুপ').fill(groupName);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: `${groupName} (১ জন সদস্য)` })
    .click();
  await page.keyboard.press('Escape');
  await expect(page.getByText('সর্বোচ্চ ১ জন শিক্ষার্থীর কাছে পৌঁছাবে')).toBeVisible();
  await page.getByLabel('নোটিশ', { exact: true }).fill('Room change');
  await page.getByRole('button', { name: 'পাঠান', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'এই নোটিশটি পাঠাবেন?' });
  await expect(confirm).toContainText(`এটি ১টি গ্রুপ-এ (${groupName}) যাবে: সর্বোচ্চ ১ জন শিক্ষার্থী।`);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();

  // A table's total and pager in Bengali words and digits (antd's own texts too).
  await menu.filter({ hasText: 'শিক্ষার্থী' }).click();
  const total = page.locator('.ant-pagination-total-text');
  await expect(total).toHaveText(/^[০-৯]+ জন শিক্ষার্থী$/);
  await expect(page.locator('.ant-pagination-next')).toHaveAttribute('title', 'পরের পৃষ্ঠা');
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('১');
  // A yes/no filter's choices.
  await page.getByLabel('স্ট্যাটাস', { exact: true }).click();
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveText([
    'সক্রিয়',
    'নিষ্ক্রিয়',
  ]);
  await page.keyboard.press('Escape');

  // A new exam's settings: the kind, the retakes of a practice exam and the shuffling, in Bengali.
  await page.goto('/staff/exams');
  await page.getByRole('button', { name: 'নতুন পরীক্ষা' }).click();
  const editor = page.getByRole('region', { name: 'পরীক্ষা সম্পাদক' });
  await expect(editor.getByText('গ্রুপ ও সময়সূচি', { exact: true })).toBeVisible();
  await editor.getByRole('radio', { name: 'অনুশীলন পরীক্ষা' }).check();
  await expect(editor.getByLabel('আবার দেওয়ার সুযোগ')).toBeVisible();
  await expect(editor.getByText('এলোমেলো ক্রম', { exact: true })).toBeVisible();
  await expect(editor.getByRole('checkbox', { name: 'প্রশ্নগুলো এলোমেলো করুন' })).toBeVisible();

  // The audit log, and its date picker's months and weekdays (dayjs's Bengali, not antd's texts).
  await menu.filter({ hasText: 'অডিট লগ' }).click();
  await expect(page.getByRole('heading', { name: 'অডিট লগ' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'ব্যক্তি' })).toBeVisible();
  const calendar = page.locator('.ant-picker-dropdown:visible .ant-picker-date-panel').first();
  await page.getByPlaceholder('শুরুর তারিখ').click();
  await expect(calendar.locator('thead th')).toHaveText(['রবি', 'সোম', 'মঙ্গ', 'বুধ', 'বৃহঃ', 'শুক্র', 'শনি']);
  await expect(calendar.locator('.ant-picker-month-btn')).toHaveText(
    /^(জানু|ফেব্রু|মার্চ|এপ্রিল|মে|জুন|জুলাই|আগস্ট|সেপ্ট|অক্টো|নভে|ডিসে)$/,
  );
  await page.keyboard.press('Escape');
  await expect(calendar).toHaveCount(0);

  // Back to English: the picker's names follow.
  await page.getByText('English', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  await page.getByPlaceholder('Start date').click();
  await expect(calendar.locator('thead th')).toHaveText(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
  await expect(calendar.locator('.ant-picker-month-btn')).toHaveText(
    /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)$/,
  );
  await page.keyboard.press('Escape');

  await sectionMenu(page).filter({ hasText: 'Students' }).click();
  await expect(sectionMenu(page).filter({ hasText: 'Question bank' })).toBeVisible();
  await expect(total).toHaveText(/^\d+ students?$/);

  await expect(page.locator('.ant-pagination-next')).toHaveAttribute('title', 'Next Page');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test('the console stays in English for a new visitor', async ({ page }) => {
  await signInStaff(page, 'admin', 'admin1234');
  await expect(sectionMenu(page).filter({ hasText: 'Students' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('results, Q&A, exams, notices and the audit log read in Bengali, their dates too', async ({
  page,
  request,
  baseURL,
}) => {
  const admin = await staffSession(request, baseURL!);
  const exams = await apiCaller(request, baseURL!)<{ _id: string; title: string }[]>(
    'GET',
    '/staff/exams?search=Model%20Test%201&limit=50',
    admin,
  );
  const physics = exams.find((e) => e.title.startsWith('Model Test 1'))!;
  await signInStaffInBengali(page, 'admin', 'admin1234');
  const latin = /[A-Za-z]{3,}/;

  await page.goto(`/staff/results?exam=${physics._id}`);
  await expect(page.getByRole('tab')).toHaveText([
    'সারসংক্ষেপ',
    'ফলাফল',
    'এসএমএস',
    'প্রশ্ন বিশ্লেষণ',
    'উত্তর ছক',
    'অনুপস্থিতরা',
  ]);
  for (const figure of ['গড়', 'মধ্যমা', 'সর্বোচ্চ', 'সর্বনিম্ন', 'পাসের হার'])
    await expect(page.getByText(figure, { exact: true }).first()).toBeVisible();
  await expect(page.getByText('নম্বর (প্রতিটি দণ্ড পূর্ণ নম্বরের এক-দশমাংশ)')).toBeVisible();

  await page.goto('/staff/qa');
  await expect(page.getByRole('heading', { name: 'প্রশ্নোত্তর ইনবক্স' })).toBeVisible();
  await expect(page.getByText('উত্তর দেওয়া হয়েছে কি না')).toBeVisible();
  await expect(page.getByText('উত্তরহীন আগে')).toBeVisible();

  await page.goto('/staff/exams');
  await expect(page.getByRole('columnheader', { name: 'সময়সীমা' })).toBeVisible();
  // The demo's segmented exam, found by its title (the list grows with other journeys' exams).
  await page.getByLabel('পরীক্ষা খুঁজুন').fill('Choose Your Subjects');
  await page.getByLabel('পরীক্ষা খুঁজুন').press('Enter');
  await expect(page.getByText('বিভাগভিত্তিক').first()).toBeVisible();

  await page.goto('/staff/notices');
  await expect(page.getByRole('columnheader', { name: 'যাদের পাঠানো হয়েছে' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'যিনি পাঠিয়েছেন' })).toBeVisible();

  await page.goto('/staff/audit-log');
  for (const column of ['সময়', 'ব্যক্তি', 'কাজ', 'কার', 'কী বদলেছে'])
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  // A date in Bengali digits with no English month or AM/PM left.
  // The first cell opens the row's details; the second is its time.
  const when = page.getByRole('row').nth(1).getByRole('cell').nth(1);
  await expect(when).toHaveText(/[০-৯]{4}/);
  expect(await when.textContent()).not.toMatch(latin);
});
