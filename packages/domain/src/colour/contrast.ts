/** The contrast WCAG AA asks of normal text (and of white text on a coloured button). */
export const AA_TEXT_CONTRAST = 4.5;

type Rgb = readonly [number, number, number];

/** `#rgb` or `#rrggbb` as red, green and blue 0–255; undefined when it is not such a colour. */
export function parseHexColour(colour: string): Rgb | undefined {
  const hex = colour.trim().replace(/^#/, '');
  const full = /^[0-9a-f]{3}$/i.test(hex) ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return undefined;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** The relative luminance of a colour (WCAG 2), 0 for black to 1 for white. */
function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function ratio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The WCAG contrast ratio of two `#rrggbb` colours, 1 to 21 (1 when either is not a colour). */
export function contrastRatio(a: string, b: string): number {
  const [x, y] = [parseHexColour(a), parseHexColour(b)];
  return x && y ? ratio(x, y) : 1;
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return from.map((c, i) => c + (to[i]! - c) * amount) as unknown as Rgb;
}

/**
 * The institute's colour made readable on a background: the colour itself when it already has the
 * contrast, else the least darkened (on a light background) or lightened (on a dark one) shade of it
 * that has, so the hue stays the brand's. Text in it on the background, and the background's colour
 * as text on it (white on a button), then meet WCAG AA. Not a colour: returned as it is.
 */
export function readableOn(colour: string, background = '#ffffff', minimum = AA_TEXT_CONTRAST): string {
  const fg = parseHexColour(colour);
  const bg = parseHexColour(background);
  if (!fg || !bg) return colour;
  if (ratio(fg, bg) >= minimum) return toHex(fg);
  const target: Rgb = luminance(bg) > 0.18 ? [0, 0, 0] : [255, 255, 255];
  let [low, high] = [0, 1];
  for (let step = 0; step < 20; step++) {
    const middle = (low + high) / 2;
    if (ratio(mix(fg, target, middle), bg) >= minimum) high = middle;
    else low = middle;
  }
  // Rounding to whole channels can lose a hair of contrast: step on until it holds.
  let amount = high;
  while (amount < 1 && ratio(parseHexColour(toHex(mix(fg, target, amount)))!, bg) < minimum) amount += 0.005;
  return toHex(mix(fg, target, Math.min(amount, 1)));
}

/** A light tint of a colour: `amount` of the way to white (0.9: a pale background in its hue). */
export function tint(colour: string, amount: number): string {
  const rgb = parseHexColour(colour);
  return rgb ? toHex(mix(rgb, [255, 255, 255], amount)) : colour;
}
