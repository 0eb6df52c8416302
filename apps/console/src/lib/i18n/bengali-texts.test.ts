import { fillPlaceholders, type Translate } from '@lms/browser/i18n';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { SECTIONS } from '../../app/sections';
import { type CountNoun, counted, countNouns, countText } from '../../components/count-text';
import { SESSION_ENDED } from '../api';
import { loadBengali } from './bengali';
import texts from './bn.json';

const bengaliTexts: Record<string, string> = texts;

const english: Translate = (text, values) => fillPlaceholders(text, values);

async function bengali(): Promise<Translate> {
  const language = await loadBengali();
  return (text, values) => fillPlaceholders(language.template(text), language.values(values));
}

// The console's own code as text, so a text added without its Bengali fails here rather than in Bengali mode.
const sources = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  ).map(([file, source]) => [file.replace(/^(\.\.\/)+/, ''), source]),
);

/** A text found in the code, named by its file and line so a failure points at it. */
interface Found {
  file: string;
  line: number;
  text: string;
}

const where = ({ file, line, text }: Found) => `${file}${line ? `:${line}` : ''}: ${text}`;

/** Each source file's syntax tree (TSX or TS by its name), with a way to name a node's line. */
const trees = Object.entries(sources).map(([file, source]) => {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const lineOf = (node: ts.Node) => tree.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  return { file, tree, lineOf };
});

/**
 * The texts the code translates, and the translated expressions that are not a literal text. A text is
 * translated when it is the first argument of `t()` or `translate()`, or one of the forms in
 * `countText(t, count, ['one', 'many'])`; each branch of a `?:` counts on its own.
 */
function translatedTexts() {
  const literal: Found[] = [];
  const dynamic: string[] = [];
  for (const { file, tree, lineOf } of trees) {
    const take = (node: ts.Expression): void => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
        literal.push({ file, line: lineOf(node), text: node.text });
      else if (ts.isParenthesizedExpression(node)) take(node.expression);
      else if (ts.isConditionalExpression(node)) {
        take(node.whenTrue);
        take(node.whenFalse);
      } else if (ts.isArrayLiteralExpression(node)) for (const element of node.elements) take(element);
      else dynamic.push(`${file}: ${node.getText()}`);
    };
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        const [first, , third] = node.arguments;
        const callee = node.expression.text;
        if ((callee === 't' || callee === 'translate') && first) take(first);
        if (callee === 'countText' && third) take(third);
      }
      ts.forEachChild(node, visit);
    };
    visit(tree);
  }
  return { literal, dynamic };
}

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

/** Words in Latin letters (not a lone letter, a code such as `4px 8px`, or a dash). */
const hasWords = (text: string) => /[A-Za-z]{2,}/.test(text);

/**
 * English written straight into what is shown, past `t()`: text between JSX tags (but for a file
 * format's column names in `<code>`), a literal or template in a JSX child, and a literal or template
 * given to a shown attribute or property (`title`, `label`, `placeholder`, `aria-label`, …), returned
 * by a function given there, or given to `message.success()` and its kin or to a new error (the console
 * shows an error's message). A literal inside `t()` is fine.
 */
function shownLiterals(): Found[] {
  const found: Found[] = [];
  for (const { file, tree, lineOf } of trees) {
    const add = (node: ts.Node, text: string) => found.push({ file, line: lineOf(node), text });

    // A shown value: its literal parts (a template's words outside `${}`, each branch of ?:, ?? and ||).
    const shown = (node: ts.Node | undefined): void => {
      if (!node) return;
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        if (hasWords(node.text)) add(node, node.text);
      } else if (ts.isTemplateExpression(node)) {
        const words = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
        if (hasWords(words)) add(node, node.getText());
      } else if (ts.isParenthesizedExpression(node) || ts.isJsxExpression(node)) shown(node.expression);
      else if (ts.isArrowFunction(node) && !ts.isBlock(node.body)) shown(node.body);
      else if (ts.isConditionalExpression(node)) {
        shown(node.whenTrue);
        shown(node.whenFalse);
      } else if (
        ts.isBinaryExpression(node) &&
        (node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken ||
          node.operatorToken.kind === ts.SyntaxKind.BarBarToken)
      ) {
        shown(node.left);
        shown(node.right);
      }
    };
    const visit = (node: ts.Node) => {
      if (ts.isJsxElement(node) && node.openingElement.tagName.getText() === 'code') return;
      if (ts.isJsxText(node) && hasWords(node.text)) add(node, node.text.trim());
      else if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)))
        shown(node.expression);
      else if (ts.isJsxAttribute(node) && shownNames.has(node.name.getText())) shown(node.initializer);
      else if (ts.isPropertyAssignment(node) && shownNames.has(node.name.getText())) shown(node.initializer);
      else if (
        ts.isCallExpression(node) &&
        /^(message|notification)\.(success|error|info|warning|loading|open)$/.test(node.expression.getText())
      )
        shown(node.arguments[0]);
      else if (ts.isNewExpression(node) && /Error$/.test(node.expression.getText()))
        for (const argument of node.arguments ?? []) shown(argument);

      ts.forEachChild(node, visit);
    };
    visit(tree);
  }
  return found;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

/** The texts in `found` with no Bengali, as "file:line: text" so a failure names them. */
const untranslated = (found: Found[]) => found.filter(({ text }) => !(text in bengaliTexts)).map(where);

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
  const { literal, dynamic } = translatedTexts();

  const byName = Object.entries(translatedByName).flatMap(([expression, texts]) =>
    texts.map((text) => ({ file: expression, line: 0, text })),
  );

  it('cover every text the code translates', () => {
    expect(literal.length).toBeGreaterThan(500);
    expect(untranslated(literal)).toEqual([]);
  });

  it('cover the texts translated through a name, which are all listed here', () => {
    expect([...new Set(dynamic)].sort()).toEqual(Object.keys(translatedByName).sort());
    expect(untranslated(byName)).toEqual([]);
  });

  it('keep the placeholders of their English, and are all still used', () => {
    const changed = Object.entries(bengaliTexts)
      .filter(([english, bengali]) => placeholders(bengali).join() !== placeholders(english).join())
      .map(([english]) => english);
    expect(changed).toEqual([]);
    const used = new Set([...literal, ...byName].map(({ text }) => text));
    expect(Object.keys(bengaliTexts).filter((english) => !used.has(english))).toEqual([]);
  });

  it('leave no English shown past t()', () => {
    // Written as themselves in any language: the switch's own name for English, and the texts the
    // sections' menu translates through a name.
    const sectionLabels = new Set(SECTIONS.map((section) => section.label));
    const allowed = ({ file, text }: Found) =>
      (file === 'components/language-switch.tsx' && text === 'English') ||
      (file === 'app/sections.ts' && sectionLabels.has(text));
    expect(
      shownLiterals()
        .filter((found) => !allowed(found))
        .map(where),
    ).toEqual([]);
  });
});
