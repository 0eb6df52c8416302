/**
 * The font stack of both apps: the phone's or computer's own fonts for Latin text, then the shipped
 * Noto Sans Bengali, which the browser fetches only when a page shows Bengali (its unicode-range), so a
 * phone without a Bengali font shows Bengali instead of boxes and English pages download nothing more.
 */
export const fontStack =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans Bengali', 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";
