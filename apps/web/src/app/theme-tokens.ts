import { readableOn } from '@lms/domain';

/** The page's grey (the darker of the two backgrounds text sits on: the page and white cards). */
const PAGE_BACKGROUND = '#f5f7fa';
const DEFAULT_PRIMARY = '#1677ff';

/** Readable on the page grey and on white: WCAG AA for normal text. */
const readable = (colour: string) => readableOn(colour, PAGE_BACKGROUND);

/**
 * antd's colour tokens made to meet WCAG AA contrast: the institute's colour (a shade of it dark
 * enough for text and for white text on buttons, whatever colour staff pick), the status colours,
 * and the secondary greys (antd's 45% black is 3.4:1 on white).
 */
export function accessibleColours(primaryColor: string | undefined) {
  const primary = readable(primaryColor || DEFAULT_PRIMARY);
  return {
    colorPrimary: primary,
    colorLink: primary,
    colorInfo: primary,
    colorError: readable('#ff4d4f'),
    colorSuccess: readable('#52c41a'),
    colorWarning: readable('#faad14'),
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
  };
}
