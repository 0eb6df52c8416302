import serverTitles from '@lms/browser/i18n/server-titles.bn.json';
import { checkBengali, type ScanRules, sourceTrees, ts } from '@lms/browser/i18n/text-scan';
import * as domain from '@lms/domain';
import { NETWORK_ERROR } from '@lms/domain/client';
import { describe, expect, it } from 'vitest';
import { studentTabs } from '../../app/layouts/active-tab';
import texts from './bn.json';

// The app's Bengali: its own texts and the server's error titles (the server's test checks that every
// title it sends has its Bengali there).
const bengaliTexts: Record<string, string> = { ...serverTitles, ...texts };

// The student app's own code as text, so a text added without its Bengali fails here rather than in
// Bengali mode (the console's bengali-texts test reads its code the same way).
const trees = sourceTrees(
  import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);

// The shared texts' tables: `t(examLabels.passed)` translates the table's text.
const textTables: Record<string, Record<string, unknown>> = {
  examLabels: domain.examLabels,
  examMessages: domain.examMessages,
  messages: domain.messages,
  qaLabels: domain.qaLabels,
  qaMessages: domain.qaMessages,
};

const domainTexts: Record<string, unknown> = domain;

/**
 * The text of `table.name` when it is an entry of a shared texts' table, or of a shared text constant
 * (`QA_COMPLETED`).
 */
function tableText(node: ts.Node): string | undefined {
  if (ts.isIdentifier(node) && /^[A-Z][A-Z0-9_]+$/.test(node.text)) {
    const value = domainTexts[node.text];
    return typeof value === 'string' ? value : undefined;
  }
  if (!ts.isPropertyAccessExpression(node) || !ts.isIdentifier(node.expression)) return undefined;
  const value = textTables[node.expression.text]?.[node.name.text];
  return typeof value === 'string' ? value : undefined;
}

// Attributes and properties whose text the student reads (or hears, for aria-label).
const shownNames = new Set([
  'alt',
  'aria-label',
  'cancelText',
  'content',
  'description',
  'emptyText',
  'extra',
  'help',
  'label',
  'message',
  'okText',
  'placeholder',
  'subTitle',
  'title',
  'tooltip',
]);

/** Calls that give English text from the shared rules, shown only through `t()` or a helper over it. */
const englishFromDomain = /^(plural|formatRating)$/;

/** What the student app translates and shows. */
const rules: ScanRules = {
  translating: /^(t|translate|toast\.\w+)$/,
  tableText,
  shownNames,
  englishCalls: englishFromDomain,
  passingCalls: /^n$/,
  skippedTags: new Set(['code', 'style']),
};

const tabLabels = studentTabs.map((tab) => tab.label);

describe('the Bengali texts of the student app', () => {
  const findings = checkBengali({
    trees,
    rules,
    bengali: bengaliTexts,
    byName: {
      // What the client says when the server did not answer (lib/api-error), through the toasts' t().
      'errors without an answer (api-error)': [NETWORK_ERROR, 'Something went wrong'],
      'tabs (app/layouts/active-tab.ts)': tabLabels,
    },
    // The tabs' labels are translated through their name where they are shown.
    shownAsWritten: { 'app/layouts/active-tab.ts': tabLabels },
  });

  it('cover every text the code translates, the errors a student can meet and the tabs', () => {
    expect(findings.literalCount).toBeGreaterThan(200);
    expect(findings.untranslated).toEqual([]);
  });

  it('keep the placeholders of their English', () => {
    expect(findings.placeholderMismatches).toEqual([]);
  });

  it('leave no English shown past t()', () => {
    expect(findings.shownEnglish).toEqual([]);
  });
});
