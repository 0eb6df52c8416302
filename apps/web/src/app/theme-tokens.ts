import { readableOn, tint } from '@lms/domain';

/** The page's grey (the darker of the two backgrounds text sits on: the page and white cards). */
const PAGE_BACKGROUND = '#f5f7fa';
const DEFAULT_PRIMARY = '#1677ff';

/** Readable on the page grey and on white: WCAG AA for normal text. */
const readable = (colour: string, background = PAGE_BACKGROUND) => readableOn(colour, background);

/** antd's preset colours (buttons and tags by colour name), each made readable. */
const PRESETS = {
  red: '#f5222d',
  volcano: '#fa541c',
  orange: '#fa8c16',
  gold: '#faad14',
  green: '#52c41a',
  cyan: '#13c2c2',
  blue: '#1677ff',
  geekblue: '#2f54eb',
  purple: '#722ed1',
  magenta: '#eb2f96',
};

/**
 * antd's colour tokens made to meet WCAG AA contrast: the institute's colour (a shade of it dark
 * enough for text and for white text on buttons, whatever colour staff pick), the status and preset
 * colours, and the secondary greys (antd's 45% black is 3.4:1 on white).
 */
export function accessibleColours(primaryColor: string | undefined) {
  const primary = readable(primaryColor || DEFAULT_PRIMARY);
  // 5:1 rather than 4.5: tags and alerts write these on a pale tint of themselves.
  const onTint = (colour: string) => readableOn(colour, PAGE_BACKGROUND, 5);
  const status = {
    Error: onTint('#ff4d4f'),
    Success: onTint('#52c41a'),
    Warning: onTint('#faad14'),
    Info: onTint(primaryColor || DEFAULT_PRIMARY),
  };
  // antd derives the pale backgrounds (tags, alerts) from the seed; from a darkened seed they come
  // out greyish, so each is set to a pale tint of its colour, where the colour stays readable.
  const presets = Object.entries(PRESETS).map(([name, colour]) => [
    name,
    readableOn(colour, PAGE_BACKGROUND, 5),
  ]);
  return {
    ...Object.fromEntries(presets),
    ...Object.fromEntries(presets.map(([name, colour]) => [`${name}1`, tint(colour!, 0.92)])),
    ...Object.fromEntries(Object.entries(status).map(([name, colour]) => [`color${name}`, colour])),
    ...Object.fromEntries(
      Object.entries(status).map(([name, colour]) => [`color${name}Bg`, tint(colour, 0.92)]),
    ),
    colorPrimary: primary,
    colorLink: primary,
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
    // Empty tables and lists write their message in this grey.
    colorTextQuaternary: 'rgba(0, 0, 0, 0.58)',
    colorTextDisabled: 'rgba(0, 0, 0, 0.58)',
  };
}

/** Component tokens where antd puts the brand colour on a tint of itself: the selected menu tab. */
export function accessibleComponents(primary: string) {
  const selectedBg = tint(primary, 0.9);
  return { Menu: { itemSelectedBg: selectedBg, itemSelectedColor: readable(primary, selectedBg) } };
}
