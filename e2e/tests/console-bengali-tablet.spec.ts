import type { Locator, Page } from '@playwright/test';
import { openCourseNode, signInStaffInBengali } from '../support/console';
import { courseOfItsOwn } from '../support/content-api';
import { expect, test, toast } from '../support/fixtures';
import { PNG } from '../support/pictures';
import { studentInNewGroup } from '../support/staff-api';

// The console's newer dialogs (a group's courses and what taking one away costs, a video's title,
// description and thumbnail, a subject's Q&A switch and cover) on a 768 px tablet in Bengali: every
// label in Bengali, each dialog inside the screen, and nothing wider than the screen.

type Course = { _id: string; name: string; type: 'course' | 'qna' };

const width = 768;

/** The box stays inside the 768 px screen and the page itself never scrolls sideways. */
async function expectFits(page: Page, box: Locator): Promise<void> {
  const bounds = await box.boundingBox();
  expect(bounds).not.toBeNull();
  expect(bounds!.x).toBeGreaterThanOrEqual(0);
  expect(bounds!.x + bounds!.width).toBeLessThanOrEqual(width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test('at 768 px in Bengali: a group’s courses and the loss question, a video’s edit dialog with its thumbnail, a subject’s Q&A switch', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const own = await courseOfItsOwn(request, baseURL!, stamp);
  const courses = (await own.call<Course[]>('GET', '/staff/courses', own.admin)).filter(
    (c) => c.type === 'course' && c.name !== own.courseName,
  );
  const first = courses[0]!;
  const group = `Tablet ${stamp}`;
  await studentInNewGroup(request, baseURL!, own.admin, {
    group,
    courseId: first._id,
    name: `Tablet reader ${stamp}`,
    sid: `TB${stamp}`,
  });

  await page.setViewportSize({ width, height: 1024 });
  await signInStaffInBengali(page, 'admin', 'admin1234');
  // The header's Bengali buttons and the institute's name share the tablet's width without spilling.
  const header = page.locator('header');
  await expect(header.getByRole('button', { name: 'সাইন আউট' })).toBeVisible();
  await expect(header.getByTestId('institute-brand')).toBeVisible();
  await expectFits(page, header);
  expect(await header.evaluate((h) => h.scrollWidth - h.clientWidth)).toBeLessThanOrEqual(0);

  // A group's courses: the drawer's Content tab, saved in Bengali, what its students see.
  await page.goto('/staff/groups');
  await page.getByLabel('গ্রুপ খুঁজুন').fill(stamp);
  await page.getByLabel('গ্রুপ খুঁজুন').press('Enter');
  await page.getByRole('button', { name: group }).click();
  const drawer = page.getByRole('dialog', { name: 'গ্রুপ', exact: true });
  await drawer.getByRole('tab', { name: 'কনটেন্ট' }).click();
  await drawer.getByLabel('গ্রুপের কোর্সগুলো').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: own.courseName })
    .click();
  await expect(toast(page, `${group}-এর কোর্স সংরক্ষিত হয়েছে`)).toBeVisible();
  await expect(drawer.getByText('এর শিক্ষার্থীরা যা দেখে')).toBeVisible();
  const seen = drawer.getByRole('listitem');
  await expect(seen.filter({ hasText: own.courseName })).toContainText('পুরো কোর্স');
  await expectFits(page, drawer);

  // Taking it away asks in Bengali, naming the course and the students in Bengali digits.
  await page.keyboard.press('Escape');
  await drawer
    .locator('.ant-select-selection-item', { hasText: own.courseName })
    .locator('.ant-select-selection-item-remove')
    .click();
  const ask = page.getByRole('dialog').filter({ hasText: `${group} থেকে কনটেন্ট তুলে নেবেন?` });
  await expect(ask).toContainText('১ জন শিক্ষার্থী হারাবে:');
  await expect(ask).toContainText(own.courseName);
  await expect(ask.getByRole('button', { name: 'তুলে নিন' })).toBeVisible();
  await expectFits(page, ask);
  await ask.getByRole('button', { name: 'বাতিল' }).click();
  await expect(seen.filter({ hasText: own.courseName })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // A video's edit dialog: title, description with its preview, and a thumbnail uploaded.
  await page.goto('/staff/courses');
  await openCourseNode(page, 'কোর্স', [own.courseName, `Algebra ${stamp}`, `Squares ${stamp}`]);
  await expect(page.getByText(`লেকচার: Squares ${stamp}`)).toBeVisible();
  await page.getByTestId('video-card').getByRole('button', { name: 'সম্পাদনা' }).click();
  const edit = page.getByRole('dialog', { name: 'ভিডিও সম্পাদনা' });
  await edit.getByLabel('শিরোনাম').fill(`বর্গ ${stamp}`);
  await edit.getByLabel('বিবরণ').fill('বাহু $x$ হলে ক্ষেত্রফল $x^2$');
  await expect(edit.getByTestId('description-preview').locator('.katex').first()).toBeVisible();
  await expect(edit.getByText('থাম্বনেইল', { exact: true })).toBeVisible();
  await edit.locator('input[type=file]').setInputFiles({ name: 't.png', mimeType: 'image/png', buffer: PNG });
  await expect(edit.getByRole('img', { name: /-এর থাম্বনেইল$/ })).toHaveAttribute('src', /uploads\//);
  await expect(edit.getByRole('button', { name: 'ছবি বদলান' })).toBeVisible();
  await expectFits(page, edit);
  await edit.getByRole('button', { name: 'সংরক্ষণ' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByTestId('video-card')).toContainText(`বর্গ ${stamp}`);

  // A subject's rename dialog: its Q&A switch with the Bengali explanation, and its cover picture.
  await openCourseNode(page, 'কোর্স', [`Algebra ${stamp}`]);
  await expect(page.getByText(`বিষয়: Algebra ${stamp}`)).toBeVisible();
  await page.getByRole('button', { name: 'নাম বদলান' }).click();
  const rename = page.getByRole('dialog', { name: 'বিষয়-এর নাম বদলান' });
  await expect(rename.getByRole('switch', { name: 'এই বিষয়ে প্রশ্নোত্তর' })).toBeVisible();
  await expect(
    rename.getByText('কোর্সের প্রশ্নোত্তর ফোরাম চালু থাকলে শিক্ষার্থীরা এই বিষয়ে প্রশ্ন করতে পারে।'),
  ).toBeVisible();
  await expect(rename.getByText('প্রচ্ছদের ছবি', { exact: true })).toBeVisible();
  await expect(rename.getByRole('button', { name: 'ছবি আপলোড করুন' })).toBeVisible();
  await expectFits(page, rename);
  await rename.getByRole('button', { name: 'বাতিল' }).click();
  await expect(rename).toBeHidden();
});
