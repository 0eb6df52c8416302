import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks an option of an antd select inside `scope`. A click that lands while the dropdown is still
 * animating open can be lost, so the pick is retried until the dropdown has closed on it.
 */
export async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  const open = page.locator('.ant-select-dropdown:visible');
  await expect(async () => {
    if ((await open.count()) === 0) await scope.getByLabel(label, { exact: true }).click();
    await open
      .locator('.ant-select-item-option')
      .filter({ hasText: option })
      .first()
      .click({ timeout: 2_000 });
    await expect(open).toHaveCount(0, { timeout: 2_000 });
    // The pick counts only once the select shows it (a click during the dropdown's animation is lost).
    const select = scope.locator('.ant-select').filter({ has: page.getByLabel(label, { exact: true }) });
    await expect(select.first()).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
