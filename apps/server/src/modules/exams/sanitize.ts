import { htmlTagIn, storedPlainText } from '@lms/domain';
import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: {
    ...sanitizeHtml.defaults.allowedAttributes,
    '*': ['class'],
    a: ['href', 'name', 'target', 'rel'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

/**
 * HTML written by staff (exam instructions), cleaned before a student's browser renders it: no
 * scripts, event handlers, styles or javascript: links; images from http(s) or data: only.
 */
export function sanitizeStaffHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/**
 * Question and explanation text is plain text that may hold LaTeX and line breaks, never HTML: the
 * text normalized for storage, with any markup (a bank written for HTML, an old import) converted to
 * plain text the way the stored rows were.
 */
export function plainStaffText(text: string): string {
  return storedPlainText(text);
}

/**
 * An option's text is plain text too; markup is refused rather than converted, since the key and the
 * students' answers quote the option's text as it is.
 */
export function checkPlainOption(label: string, text: string, problems: string[]): void {
  const tag = htmlTagIn(text);
  if (tag) problems.push(`${label} is plain text (LaTeX for maths), not HTML: remove ${tag}`);
}
