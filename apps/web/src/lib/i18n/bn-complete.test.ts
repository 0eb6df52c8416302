import * as domain from '@lms/domain';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { studentTabs } from '../../app/layouts/active-tab';
import texts from './bn.json';
import { serverTexts } from './server-texts';

const bengaliTexts: Record<string, string> = texts;

// The student app's own code as text, so a text added without its Bengali fails here rather than in
// Bengali mode (the console's bengali-texts test reads its code the same way).
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

const trees = Object.entries(sources).map(([file, source]) => {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const lineOf = (node: ts.Node) => tree.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  return { file, tree, lineOf };
});

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

/**
 * The texts the code translates, and the translated expressions that are neither a literal nor a shared
 * table's text. A text is translated when it is the first argument of `t()`, `translate()` or a toast
 * (`toast.error()` and its kin translate); each branch of a `?:` counts on its own.
 */
function translatedTexts() {
  const literal: Found[] = [];
  const dynamic: string[] = [];
  for (const { file, tree, lineOf } of trees) {
    const take = (node: ts.Expression): void => {
      const fromTable = tableText(node);
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
        literal.push({ file, line: lineOf(node), text: node.text });
      else if (fromTable !== undefined) literal.push({ file, line: lineOf(node), text: fromTable });
      else if (ts.isParenthesizedExpression(node)) take(node.expression);
      else if (ts.isConditionalExpression(node)) {
        take(node.whenTrue);
        take(node.whenFalse);
      } else if (ts.isArrayLiteralExpression(node)) for (const element of node.elements) take(element);
      else dynamic.push(`${file}: ${node.getText()}`);
    };
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const [first, , third] = node.arguments;
        const callee = node.expression.getText();
        if (first && (callee === 't' || callee === 'translate' || /^toast\.\w+$/.test(callee))) take(first);
        if (callee === 'countText' && third) take(third);
      }
      ts.forEachChild(node, visit);
    };
    visit(tree);
  }
  return { literal, dynamic };
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

/** Words in Latin letters (not a lone letter, a code such as `4px 8px`, or a dash). */
const hasWords = (text: string) => /[A-Za-z]{2,}/.test(text);

/** Calls that give English text from the shared rules, shown only through `t()` or a helper over it. */
const englishFromDomain = /^(plural|formatRating)$/;

/**
 * English written straight into what is shown, past `t()`: text between JSX tags, a literal or template
 * in a JSX child, a literal given to a shown attribute or property, a shared table's text
 * (`{examLabels.passed}`, `{QA_COMPLETED}`) and the English of a shared formatter (`plural()`)
 * shown as it is. A literal inside `t()` is fine.
 */
function shownLiterals(): Found[] {
  const found: Found[] = [];
  for (const { file, tree, lineOf } of trees) {
    const add = (node: ts.Node, text: string) => found.push({ file, line: lineOf(node), text });

    const shown = (node: ts.Node | undefined): void => {
      if (!node) return;
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        if (hasWords(node.text)) add(node, node.text);
      } else if (ts.isTemplateExpression(node)) {
        const words = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
        if (hasWords(words)) add(node, node.getText());
        for (const span of node.templateSpans) shown(span.expression);
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
      } else if (hasWords(tableText(node) ?? '')) add(node, node.getText());
      else if (ts.isCallExpression(node)) {
        const callee = node.expression.getText();
        if (englishFromDomain.test(callee)) add(node, node.getText());
        else if (callee === 'n') for (const argument of node.arguments) shown(argument);
      }
    };
    const visit = (node: ts.Node) => {
      if (ts.isJsxElement(node) && ['code', 'style'].includes(node.openingElement.tagName.getText())) return;
      if (ts.isJsxText(node) && hasWords(node.text)) add(node, node.text.trim());
      else if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)))
        shown(node.expression);
      else if (ts.isJsxAttribute(node) && shownNames.has(node.name.getText())) shown(node.initializer);
      else if (ts.isPropertyAssignment(node) && shownNames.has(node.name.getText())) shown(node.initializer);
      ts.forEachChild(node, visit);
    };
    visit(tree);
  }
  return found;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

const untranslated = (found: Found[]) => found.filter(({ text }) => !(text in bengaliTexts)).map(where);

describe('the Bengali texts of the student app', () => {
  const { literal } = translatedTexts();

  it('cover every text the code translates', () => {
    expect(literal.length).toBeGreaterThan(200);
    expect(untranslated(literal)).toEqual([]);
  });

  it('cover the server messages a student can meet and the tabs, translated through a name', () => {
    const named = [...serverTexts, ...studentTabs.map((tab) => tab.label)];
    expect(named.filter((text) => !(text in bengaliTexts))).toEqual([]);
  });

  it('keep the placeholders of their English', () => {
    const changed = Object.entries(bengaliTexts)
      .filter(([english, bengali]) => placeholders(bengali).join() !== placeholders(english).join())
      .map(([english]) => english);
    expect(changed).toEqual([]);
  });

  it('leave no English shown past t()', () => {
    // Written as themselves in any language: the switch's own name for English; the tabs' labels are
    // translated through their name (checked above).
    const tabLabels = new Set<string>(studentTabs.map((tab) => tab.label));
    const allowed = ({ file, text }: Found) =>
      (file === 'components/language-switch.tsx' && text === 'English') ||
      (file === 'app/layouts/active-tab.ts' && tabLabels.has(text));
    expect(
      shownLiterals()
        .filter((found) => !allowed(found))
        .map(where),
    ).toEqual([]);
  });
});
