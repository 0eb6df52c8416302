import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules axe knows. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on the page as it is now and expects no serious or critical violation, and exactly one
 * h1 that a screen reader can reach. A failure lists each violation with the elements it found.
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }), `${where}: one h1`).toHaveCount(1);
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
