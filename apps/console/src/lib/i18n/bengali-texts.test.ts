import { fillPlaceholders, type Translate } from '@lms/browser/i18n';
import serverTitles from '@lms/browser/i18n/server-titles.bn.json';
import { checkBengali, type ScanRules, sourceTrees } from '@lms/browser/i18n/text-scan';
import {
  AUDIT_ACTIONS,
  AUDIT_FIELD_LABELS,
  ROLE_DESCRIPTIONS,
  type SegmentedExamIssue,
  segmentedIssueWording,
} from '@lms/domain';
import { describe, expect, it } from 'vitest';
import { SECTIONS } from '../../app/sections';
import { type CountNoun, counted, countNouns, countText } from '../../components/count-text';
import { SESSION_ENDED } from '../api';
import { loadBengali } from './bengali';
import texts from './bn.json';

// The console's Bengali: its own texts and the server's error titles (which the server's test checks).
const bengaliTexts: Record<string, string> = { ...serverTitles, ...texts };

const english: Translate = (text, values) => fillPlaceholders(text, values);

async function bengali(): Promise<Translate> {
  const language = await loadBengali();
  return (text, values) => fillPlaceholders(language.template(text), language.values(values));
}

// The console's own code as text, so a text added without its Bengali fails here rather than in Bengali mode.
const trees = sourceTrees(
  import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);

// Attributes and properties whose text the user reads (or hears, for aria-label): antd's, and the
// console's own components' (a field's `missing`, a dialog's `success` toast, an import's `tooLarge`).
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
  'missing',
  'notUploaded',
  'okText',
  'phoneHint',
  'placeholder',
  'rowTitle',
  'subTitle',
  'success',
  'title',
  'tooLarge',
  'tooltip',
]);

/** What the console translates and shows (it shows toasts and errors' messages as they are). */
const rules: ScanRules = {
  translating: /^(t|translate)$/,
  shownNames,
  showingCalls: /^(message|notification)\.(success|error|info|warning|loading|open)$/,
  errorsShown: true,
  skippedTags: new Set(['code']),
};

// One issue of each code (the record makes a new code fail to compile until it is added here).
const segmentedIssueOfEach: Record<SegmentedExamIssue['code'], SegmentedExamIssue> = {
  noDetails: { code: 'noDetails' },
  noSubject: { code: 'noSubject' },
  subjectTwice: { code: 'subjectTwice' },
  questionOutsideSubjects: { code: 'questionOutsideSubjects' },
  subjectCount: { code: 'subjectCount', subjectId: 's', count: 1, onPaper: 2 },
  totalSubjects: { code: 'totalSubjects', least: 1, most: 2 },
  leastCompulsoryOptional: { code: 'leastCompulsoryOptional', compulsoryOptional: 1 },
  totalQuestions: { code: 'totalQuestions', totalQuestions: 3, most: 2 },
};

/**
 * The texts the code translates through a name rather than a literal, each with its expression: a new
 * one must be listed here with its texts, so they are checked too.
 */
const translatedByName: Record<string, string[]> = {
  'app/console-layout.tsx: s.label': SECTIONS.map((section) => section.label),
  'components/count-text.ts: one': Object.values(countNouns).map(([one]) => one),
  'components/count-text.ts: many': Object.values(countNouns).map(([, many]) => many),
  'components/count-text.ts: countNouns[noun]': [],
  'features/auth/login-page.tsx: SESSION_ENDED': [SESSION_ENDED],
  'components/role-labels.ts: ROLE_DESCRIPTIONS[role]': Object.values(ROLE_DESCRIPTIONS),
  'error-text.ts: errorTitleOrMessage(error)': Object.keys(serverTitles),
  'features/exams/components/segmented-issue-text.ts: wording.template': Object.values(
    segmentedIssueOfEach,
  ).map((issue) => segmentedIssueWording(issue).template),
  'features/audit-log/pages/audit-log-page.tsx: text': Object.values(AUDIT_ACTIONS).map((a) => a.text),
  'features/audit-log/pages/audit-log-page.tsx: a.text': Object.values(AUDIT_ACTIONS).map((a) => a.text),
  'features/dashboard/components/dashboard-cards.tsx: e.actionText': Object.values(AUDIT_ACTIONS).map(
    (a) => a.text,
  ),
  'features/audit-log/components/entry-words.tsx: c.label': Object.values(AUDIT_FIELD_LABELS),
};

describe('counts in the console', () => {
  it('read one and many in English', () => {
    expect(counted(english, 'student', 1)).toBe('1 student');
    expect(counted(english, 'reply', 2)).toBe('2 replies');
    expect(countText(english, 3, ['{{count}} row has errors', '{{count}} rows have errors'])).toBe(
      '3 rows have errors',
    );
  });

  it('read in Bengali words and digits for every counted thing', async () => {
    const t = await bengali();
    expect(counted(t, 'student', 12)).toBe('১২ জন শিক্ষার্থী');
    expect(counted(t, 'mark', 1)).toBe('১ নম্বর');
    for (const noun of Object.keys(countNouns) as CountNoun[]) {
      for (const count of [1, 2]) expect(counted(t, noun, count)).not.toMatch(/[A-Za-z0-9]/);
    }
  });

  it('put whole counted messages into Bengali', async () => {
    const t = await bengali();
    const students = counted(t, 'student', 3);
    expect(t('Remove {{students}} from {{group}}?', { students, group: 'HSC 2026' })).toBe(
      'HSC 2026 থেকে ৩ জন শিক্ষার্থী সরাবেন?',
    );
  });
});

describe('the Bengali texts of the console', () => {
  const findings = checkBengali({
    trees,
    rules,
    bengali: bengaliTexts,
    byName: translatedByName,
    complete: true,
    // The sections' menu translates their labels through a name.
    shownAsWritten: { 'app/sections.ts': SECTIONS.map((section) => section.label) },
  });

  it('cover every text the code translates, including those translated through a name', () => {
    expect(findings.literalCount).toBeGreaterThan(500);
    expect(findings.untranslated).toEqual([]);
  });

  it('list every text translated through a name here', () => {
    expect(findings.unlistedNames).toEqual([]);
  });

  it('keep the placeholders of their English, and are all still used', () => {
    expect(findings.placeholderMismatches).toEqual([]);
    expect(findings.unused).toEqual([]);
  });

  it('leave no English shown past t()', () => {
    expect(findings.shownEnglish).toEqual([]);
  });
});
