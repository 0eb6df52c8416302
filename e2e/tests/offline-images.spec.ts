import type { Locator } from '@playwright/test';
import { startExam } from '../support/exam-paper';
import { expect, test } from '../support/fixtures';
import { openSignedIn } from '../support/signed-in';
import { scienceStudent } from '../support/staff-api';

// The demo institute's live exam (apps/server/src/seed/demo-exams.ts): question 1 has a picture (a
// graph), question 2 has pictures as its options. A student admitted for this file only takes it.
const LIVE = 'Weekly Live Test: Science';

// The pictures and the app come from the service worker after the offline reload.
test.use({ serviceWorkers: 'allow' });

let student: { phone: string; password: string };

test.beforeAll(async ({ request, baseURL }) => {
  student = await scienceStudent(request, baseURL!, { name: 'Offline Pictures Student', sid: '26181' });
});

/** True once the picture has loaded and has a size (a broken image has none). */
async function expectShown(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
}

test("an exam opened online still shows its pictures and the institute's logo after an offline reload", async ({
  page,
  context,
  branding,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, student.phone, student.password);
  await expect(page).toHaveURL(/\/$/);
  // The app installs itself on the phone once signed in (the service worker takes the page at once).
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });

  await startExam(page, LIVE);
  const logo = page.getByRole('img', { name: branding.name }).first();
  const graph = page.getByRole('group', { name: 'Question 1', exact: true }).locator('img').first();
  const circle = page.getByRole('group', { name: 'Question 2', exact: true }).locator('img[src*="circle"]');
  for (const image of [logo, graph, circle]) await expectShown(image);

  await context.setOffline(true);
  await expect(page.getByText('You are offline!')).toBeVisible();
  expect((await page.reload())?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { name: LIVE, level: 1 })).toBeVisible();
  await expect(page.getByText('You are offline!')).toBeVisible();
  for (const image of [logo, graph, circle]) await expectShown(image);
  await context.setOffline(false);
});
