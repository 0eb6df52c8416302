import type { Locator, Page } from '@playwright/test';
import { question, startExam } from '../support/exam-paper';
import { expect, test } from '../support/fixtures';
import { openSignedIn } from '../support/signed-in';
import { scienceStudent } from '../support/staff-api';

// The demo institute's live exam (apps/server/src/seed/demo-exams.ts): question 1 has a picture (a
// graph), question 2 has pictures as its options. A student admitted for this file only takes it.
const LIVE = 'Weekly Live Test: Science';

let student: { phone: string; password: string };

test.beforeAll(async ({ request, baseURL }) => {
  student = await scienceStudent(request, baseURL!, { name: 'Steady Pictures Student', sid: '26240' });
});

/** Where an element is on the page (not the screen: scrolling does not move it). */
async function pageTop(element: Locator): Promise<number> {
  return element.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
}

/** True once every picture of the exam page has loaded and has a size. */
async function allPicturesShown(page: Page): Promise<boolean> {
  return page
    .locator('main img')
    .evaluateAll((images) =>
      images.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
    );
}

test('the options stay where they are when the pictures arrive late on a slow link', async ({ page }) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The exam's pictures arrive only when the test lets them.
  await page.route('**/api/files/uploads/exam-demo/**', async (route) => {
    await released;
    await route.continue();
  });
  await openSignedIn(page, student.phone, student.password);
  await startExam(page, LIVE);
  const firstQuestionLastOption = question(page, 1).getByRole('radio').last();
  const secondQuestionLastOption = question(page, 2).getByRole('radio').last();
  await expect(secondQuestionLastOption).toBeAttached();
  const before = [await pageTop(firstQuestionLastOption), await pageTop(secondQuestionLastOption)];
  expect(await allPicturesShown(page)).toBe(false);

  release();
  // Lazy pictures further down are asked for as the student scrolls to them.
  await secondQuestionLastOption.scrollIntoViewIfNeeded();
  await expect.poll(() => allPicturesShown(page)).toBe(true);
  const after = [await pageTop(firstQuestionLastOption), await pageTop(secondQuestionLastOption)];
  expect(after).toEqual(before);
  // The graph is shown whole in its box, no wider than the phone's screen.
  const graph = await question(page, 1).locator('img').first().boundingBox();
  expect(graph!.height).toBe(240);
  expect(graph!.width).toBeLessThanOrEqual(360);
});
