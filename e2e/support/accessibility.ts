import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules axe knows. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Waits (up to 3 s) for the page's animations and transitions that end to end: a colour read in the
 * middle of a fade (a card appearing) is paler than what a student reads, and axe would count it.
 * Endless ones (a spinner) are not waited for.
 */
async function animationsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
}

/**
 * Runs axe on the page once its animations have ended and expects no serious or critical violation, and exactly one
 * h1 that a screen reader can reach. A failure lists each violation with the elements it found.
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }), `${where}: one h1`).toHaveCount(1);
  await animationsEnded(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      elements: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
  expect.soft(serious, `${where}: serious or critical axe violations`).toEqual([]);
}
