import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLOSES_BEFORE_NOW, examMessages, messages, qaMessages } from '@lms/domain';
import { NOTHING_TO_PAY } from '@lms/domain/contract';
import { describe, expect, it } from 'vitest';

// The student app and the staff console show an error's title in the chosen language: the Bengali of
// every title this server can send lives once, in @lms/browser's server-titles.bn.json. This test reads
// the server's own code, so a title added without its Bengali fails here, not in front of a student.

const here = dirname(fileURLToPath(import.meta.url));
const serverSource = join(here, '..');
const bengaliFile = join(here, '../../../../packages/browser/src/i18n/server-titles.bn.json');

/** Every non-test source file of the server, with its text. */
function sources(dir: string): { file: string; text: string }[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    if (!name.endsWith('.ts') || name.endsWith('.test.ts')) return [];
    return [{ file: relative(serverSource, path), text: readFileSync(path, 'utf8') }];
  });
}

// Where a title is the first text of an error: badRequest(title…), conflict(title…), new HttpError(status,
// title…), new TooManyRequests(title…), and the error handler's own body(request, status, title…).
const TITLE_ARGUMENT =
  /\b(?:(?:badRequest|notFound|forbidden|conflict|notLoggedIn)\(|new (?:TooManyRequests)\(|new HttpError\(\s*[^,]+,|\bbody\(\s*request,\s*[^,]+,)\s*('(?:[^'\\]|\\.)*'|`[^`]*`|[^,)]+)/g;

/**
 * Titles given as an expression, with every text each can be: a new expression must be listed here with
 * its texts. `null`: the title carries a value (a roll, a count) and stays English (its message says more).
 */
const expressions: Record<string, readonly string[] | null> = {
  // The error handler re-sends an HttpError's own title: those are the literals found elsewhere.
  'error.title': [],
  // The default of notLoggedIn() and the address limiter's callers' titles are literals found elsewhere.
  title: [],
  'messages.phoneInvalid': [messages.phoneInvalid],
  'messages.phoneInvalidRegister': [messages.phoneInvalidRegister],
  'messages.registerFirst': [messages.registerFirst],
  'messages.otpRequired': [messages.otpRequired],
  'examMessages.cannotChangeAnswer': [examMessages.cannotChangeAnswer],
  'examMessages.removedFromGroup': [examMessages.removedFromGroup],
  'examMessages.timeOver': [examMessages.timeOver],
  'qaMessages.detailsRequired': [qaMessages.detailsRequired],
  'NOTHING_TO_PAY.title': [NOTHING_TO_PAY.title],
  problem: [CLOSES_BEFORE_NOW],
  '`${what} not found`': ['Course', 'File', 'Item', 'Subject', 'Video'].map((what) => `${what} not found`),
  '`Unknown ${what}`': ['image', 'file', 'playlist', 'thumbnail', 'video file'].map(
    (what) => `Unknown ${what}`,
  ),
  'errors[0]!': null,
  'rollTakenTitle(wanted[at]!.sid': null,
};

/** The titles found in the server's code, and the expressions no one has listed yet. */
function serverTitles() {
  const titles = new Map<string, string>();
  const unlisted: string[] = [];
  titles.set(notLoggedInTitle(), 'lib/http-error.ts');
  for (const { file, text } of sources(serverSource)) {
    for (const match of text.matchAll(TITLE_ARGUMENT)) {
      const argument = match[1]!.trim();
      if (argument.startsWith("'")) {
        titles.set(argument.slice(1, -1).replaceAll("\\'", "'"), file);
        continue;
      }
      const texts = expressions[argument];
      if (texts === undefined) unlisted.push(`${file}: ${argument}`);
      for (const title of texts ?? []) titles.set(title, file);
    }
  }
  return { titles, unlisted };
}

/** The default title of a 401 (a default parameter, not an argument). */
function notLoggedInTitle(): string {
  const text = readFileSync(join(serverSource, 'lib/http-error.ts'), 'utf8');
  return /notLoggedIn = \(\s*title = '([^']+)'/.exec(text)![1]!;
}

const bengali: Record<string, string> = JSON.parse(readFileSync(bengaliFile, 'utf8'));

describe("the server's error titles in Bengali", () => {
  const { titles, unlisted } = serverTitles();

  it('knows every expression a title is given as', () => {
    expect(unlisted).toEqual([]);
  });

  it('finds the titles (the scan itself works)', () => {
    expect(titles.get('Wrong phone number or password')).toBe('modules/account/login-student.ts');
    expect(titles.has('Invalid input')).toBe(true);
    expect(titles.has('Service unavailable')).toBe(true);
    expect(titles.has('Please login first')).toBe(true);
    expect(titles.size).toBeGreaterThan(140);
  });

  it('has the Bengali of every title', () => {
    const missing = [...titles].filter(([title]) => !bengali[title]?.trim()).map(([t, f]) => `${f}: ${t}`);
    expect(missing).toEqual([]);
  });

  it('keeps no Bengali for a title the server no longer sends', () => {
    expect(Object.keys(bengali).filter((title) => !titles.has(title))).toEqual([]);
  });
});
