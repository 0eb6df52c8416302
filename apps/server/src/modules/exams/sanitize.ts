import { htmlTagIn, storedPlainText } from '@lms/domain';

/**
 * Question, explanation and exam instruction text is plain text that may hold LaTeX and line breaks,
 * never HTML: the text normalized for storage, with any markup (a bank written for HTML, an old import) converted to
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
