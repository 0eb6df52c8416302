import type { Page } from '@playwright/test';

/**
 * Holds back every request of the page to `url` (a glob) until the returned function is called, then
 * lets them all through: a journey can look at the page while that answer is still on its way.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
