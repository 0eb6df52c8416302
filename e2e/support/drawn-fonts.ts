import type { Locator } from '@playwright/test';

/** Bengali letters and the joiners Bengali words use. */
const bengali = /[\u0980-\u09FF\u200C\u200D]/u;

/**
 * The fonts Chromium actually drew an element's text (and its descendants') with, and how many glyphs
 * each (DevTools' "Rendered Fonts"). Unlike `document.fonts.check`, which says a font could draw the
 * text, this says what was drawn: a system font's empty boxes show up as that system font.
 */
export async function drawnFonts(locator: Locator): Promise<Map<string, number>> {
  const page = locator.page();
  const mark = `drawn-${Math.random().toString(36).slice(2)}`;
  await locator.evaluate((element, value) => element.setAttribute('data-drawn-fonts', value), mark);
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const selector = `[data-drawn-fonts="${mark}"]`;
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
      nodeId: root.nodeId,
      selector: `${selector}, ${selector} *`,
    });
    const glyphs = new Map<string, number>();
    for (const nodeId of nodeIds) {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      for (const font of fonts) {
        glyphs.set(font.familyName, (glyphs.get(font.familyName) ?? 0) + font.glyphCount);
      }
    }
    return glyphs;
  } finally {
    await cdp.detach();
    await locator.evaluate((element) => element.removeAttribute('data-drawn-fonts'));
  }
}

/**
 * The fonts that drew an element's Bengali letters: every font drawn with, less those that drew no
 * more glyphs than the text has other characters (the spaces and Latin between Bengali words, which
 * the Bengali font leaves to the device's own fonts). `['Noto Sans Bengali']` when the shipped font
 * drew every Bengali letter.
 */
export async function fontsDrawingBengali(locator: Locator): Promise<string[]> {
  const text = await locator.innerText();
  const others = [...text].filter((character) => !bengali.test(character)).length;
  const drawn = await drawnFonts(locator);
  return [...drawn]
    .filter(([family, count]) => family === 'Noto Sans Bengali' || count > others)
    .map(([family]) => family)
    .sort();
}
