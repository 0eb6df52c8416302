import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, test } from '../support/fixtures';
import { holdRequests } from '../support/hold-requests';
import { openSignedIn } from '../support/signed-in';
import { scienceStudent } from '../support/staff-api';

const seedAsset = (path: string) =>
  readFileSync(fileURLToPath(new URL(`../../apps/server/seed-assets/${path}`, import.meta.url)));

/** A fresh student in the demo group (the group of 01710000001), signed in. */
/** A student of the demo science group, with a roll of their own, signed in on My Courses. */
async function demoGroupStudent(page: Page, request: APIRequestContext, baseURL: string, sid: string) {
  const student = await scienceStudent(request, baseURL, { name: 'Sadia Karim', sid });
  await openSignedIn(page, student.phone, student.password);
  await expect(page.getByRole('heading', { name: 'My Courses' })).toBeVisible();
  return student;
}

const video = (page: Page) => page.getByTestId('video-player');
const currentTime = (page: Page) => video(page).evaluate((v: HTMLVideoElement) => v.currentTime);

test('browse course > subject > chapter > videos, and watch the demo video with every control', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // The page's clock runs at real speed but can be moved on, so the timed parts (the watermark every
  // 5 s, the token every 9 s) are seen at once instead of waited for.
  await page.clock.install();
  // The page's own count of token requests, exact at any moment (no network events still on their way).
  await page.addInitScript(() => {
    const fetchNow = window.fetch.bind(window);
    let calls = 0;
    (window as unknown as { tokenRequests: () => number }).tokenRequests = () => calls;
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/api/lecture/getToken')) calls++;
      return fetchNow(input, init);
    };
  });
  const tokenRequests = () =>
    page.evaluate(() => (window as unknown as { tokenRequests: () => number }).tokenRequests());
  const student = await demoGroupStudent(page, request, baseURL!, '27301');

  // My Courses: the demo group's two courses as cards with their covers (Q&A is a switch of the first).
  const science = page.getByRole('link', { name: 'HSC Science 2026' });
  await expect(science).toBeVisible();
  await expect(page.getByRole('link', { name: 'HSC English 2026' })).toHaveAttribute(
    'href',
    /^\/subjects\/[0-9a-f-]{36}$/,
  );
  await expect
    .poll(() => science.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  await science.click();
  await expect(page).toHaveURL(/\/subjects\/[0-9a-f-]{36}$/);
  await expect(page.locator('.ant-breadcrumb')).toContainText('My Courses/HSC Science 2026');
  await expect(page.getByRole('heading', { name: 'HSC Science 2026' })).toBeVisible();
  for (const name of ['Physics', 'Chemistry', 'Higher Math']) {
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Physics', exact: true }).click();
  await expect(page).toHaveURL(/\/lectures\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Lecture 1: Vectors')).toBeVisible();
  await page.getByRole('tab', { name: 'Chapters' }).click();
  await expect(page).toHaveURL(/\/chapters\/[0-9a-f-]{36}$/);
  await expect(page.locator('.ant-breadcrumb')).toContainText('My Courses/HSC Science 2026/Physics');

  // A chapter without videos says so.
  const mechanics = page.locator('.ant-card').filter({ hasText: 'Newtonian Mechanics' });
  await mechanics.getByRole('link', { name: 'Videos' }).click();
  await expect(page.getByText('No Video Available')).toBeVisible();
  await page.goBack();

  const vectors = page.locator('.ant-card').filter({ hasText: 'Vectors' }).first();
  await vectors.getByRole('link', { name: 'Videos' }).click();
  await expect(page).toHaveURL(/\/videos\/[0-9a-f-]{36}\/chapter$/);
  await expect(page.locator('.ant-breadcrumb')).toContainText('Physics/Vectors');
  await expect(page.getByRole('tab', { name: 'Videos' })).toHaveAttribute('aria-selected', 'true');
  // only the published video: the draft stays hidden
  await expect(page.getByRole('button', { name: /^Play / })).toHaveCount(1);
  await expect(page.getByText('No ratings yet')).toBeVisible();

  const tokenCalls: number[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/lecture/getToken')) tokenCalls.push(Date.now());
  });
  // The completion reaches the server only after the player is closed (a slow connection): the card
  // must still show it once it has. Held from the start: the video plays on in real time meanwhile, and
  // on a slow machine it can reach its end before the skip buttons are tried.
  const releaseCompletion = await holdRequests(page, '**/api/content/mark-as-complete/**');
  await page.getByRole('button', { name: 'Play Vectors: an introduction' }).click();
  const modal = page.getByRole('dialog', { name: 'Vectors: an introduction' });
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel('Loading video')).toBeHidden({ timeout: 20_000 });

  // It really plays: the time moves on.
  await page.getByTestId('video-click-area').click({ position: { x: 20, y: 20 } });
  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(1);

  // Speeds 0.25 to 2.
  await modal.getByLabel('Playback speed').click();
  const speeds = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(speeds).toHaveText(['0.25x', '0.5x', '0.75x', '1x', '1.25x', '1.5x', '1.75x', '2x']);
  await speeds.filter({ hasText: /^1\.5x$/ }).click();
  expect(await video(page).evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);

  // Quality levels of the two renditions.
  await modal.getByLabel('Quality').click();
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveText([
    'Auto',
    '360p',
    '240p',
  ]);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: '240p' })
    .click();

  // The watermark shows username and roll, and moves every 5 s.
  const watermark = page.getByTestId('video-watermark');
  await expect(watermark).toHaveText(`88${student.phone} 27301`);
  const placed = () => watermark.evaluate((w: HTMLElement) => `${w.style.top} ${w.style.left}`);
  const first = await placed();
  await page.clock.runFor(5_000);
  await expect.poll(placed, { timeout: 12_000, intervals: [500] }).not.toBe(first);
  // At 360 px the watermark stays on the video wherever it moves.
  const inside = () =>
    watermark.evaluate((w: HTMLElement) => {
      const box = w.getBoundingClientRect();
      const player = w.parentElement!.getBoundingClientRect();
      return box.left >= player.left - 1 && box.right <= player.right + 1 && box.bottom <= player.bottom + 1;
    });
  expect(await inside()).toBe(true);
  const second = await placed();
  await page.clock.runFor(5_000);
  await expect.poll(placed, { timeout: 12_000, intervals: [500] }).not.toBe(second);
  expect(await inside()).toBe(true);
  // The access token is refreshed every 9 s while the player is open: the 10 s moved on above
  // include one refresh. (The page's clock is moved on as little as it can be: the held completion
  // below is the page's own request, and its 60 s time-out runs on that clock.)
  await expect.poll(() => tokenCalls.length, { timeout: 12_000 }).toBeGreaterThanOrEqual(2);

  // No context menu on the player, nor anywhere on the page.
  const pageBlocked = await page.evaluate(() => {
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    document.body.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(pageBlocked).toBe(true);
  const blocked = await video(page).evaluate((v) => {
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    v.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(blocked).toBe(true);

  // Skip buttons and a double click skip 10 s.
  await video(page).evaluate((v: HTMLVideoElement) => {
    v.currentTime = 5;
  });
  await modal.getByRole('button', { name: 'Back 10 seconds' }).click();
  expect(await currentTime(page)).toBeLessThan(1.5);
  const area = page.getByTestId('video-click-area');
  const box = (await area.boundingBox())!;
  await area.dblclick({ position: { x: box.width * 0.8, y: 20 } });
  // forward 10 s from the start of an 8 s video: the end, which completes it
  await expect
    .poll(() => video(page).evaluate((v: HTMLVideoElement) => v.ended || v.currentTime > 7.5))
    .toBe(true);

  // A half-star rating, shown to one decimal.
  await modal.locator('.ant-rate-star').nth(3).locator('.ant-rate-star-first').click();
  await expect(page.getByTestId('rating-summary')).toHaveText('3.5 / 5 (1 rating)');

  // Closing disposes the player.
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
  await expect(video(page)).toHaveCount(0);
  const atClose = await tokenRequests();

  // The card now shows the rating, and the completion once the server has it.
  const card = page.getByRole('button', { name: 'Play Vectors: an introduction' });
  await expect(card).toContainText('3.5 / 5');
  await expect(card).not.toContainText('Completed');
  releaseCompletion();
  await expect(card).toContainText('Completed');

  // The token refresh stopped with the player.
  await page.clock.runFor(20_000);
  expect(await tokenRequests()).toBe(atClose);
});

test('download the demo note as the stored PDF; study lists are kept for an instant revisit', async ({
  page,
  request,
  baseURL,
}) => {
  await demoGroupStudent(page, request, baseURL!, '27302');
  await page.getByRole('link', { name: 'HSC Science 2026' }).click();
  await page.getByRole('link', { name: 'Physics', exact: true }).click();
  await page.getByRole('tab', { name: 'Chapters' }).click();
  const vectors = page.locator('.ant-card').filter({ hasText: 'Vectors' }).first();
  await vectors.getByRole('link', { name: 'Notes' }).click();
  await expect(page).toHaveURL(/\/notes\/[0-9a-f-]{36}\/chapter$/);

  const row = page.locator('.ant-table-row').first();
  await expect(row).toContainText('1');
  // No context menu on the notes page.
  expect(
    await row.evaluate((r) => {
      const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
      r.dispatchEvent(event);
      return event.defaultPrevented;
    }),
  ).toBe(true);
  await expect(row).toContainText('Vectors - class note');
  await expect(row).toContainText(String(new Date().getFullYear()));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: 'DOWNLOAD' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Vectors - class note.pdf');
  const bytes = readFileSync((await download.path())!);
  expect(bytes.equals(seedAsset('notes/vectors-note.pdf'))).toBe(true);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  expect(text).toContain('Lecture 1: Vectors');

  // The note counts towards the subject's completion.
  await page.locator('.ant-breadcrumb').getByRole('link', { name: 'HSC Science 2026' }).click();
  await expect(page.getByRole('progressbar', { name: 'Physics completed' })).toHaveAttribute(
    'aria-valuenow',
    '25',
  );

  // The lists kept on the device are shown on a revisit before the server answers.
  const kept = await page.evaluate(() => Object.keys(localStorage));
  for (const key of [
    'courses',
    'selectedCourse',
    'selectedSubject',
    'allSubjects',
    'allChapters',
    'allLectures',
    'courseCompletionData',
  ]) {
    expect(kept).toContain(key);
  }
  await page.route('**/api/subject/by-course-id/**', async (route) => {
    await new Promise((r) => setTimeout(r, 8_000));
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('link', { name: 'Chemistry', exact: true })).toBeVisible({ timeout: 4_000 });
});
