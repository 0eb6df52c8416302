/**
 * The font stack of both apps. The shipped Noto Sans Bengali comes first: its faces cover Bengali
 * letters only (their unicode-range, bengali-font.css), so Latin text skips it and is drawn in the
 * phone's or computer's own fonts, while Bengali is always drawn in the shipped font, the same on every
 * device. The browser fetches it only when a page shows Bengali.
 *
 * First, not after the system fonts: placed after them, Chromium on a machine without a Bengali font
 * shaped Bengali shown before the font had arrived with a system font's empty boxes and kept them
 * after it arrived (the language switch's "বাংলা", and bold Bengali, whose face is fetched later).
 */
export const fontStack =
  "'Noto Sans Bengali', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";
