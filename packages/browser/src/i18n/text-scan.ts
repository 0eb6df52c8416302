import ts from 'typescript';

/**
 * The TypeScript parser the scan reads code with, for an app's own rules (`ts.isIdentifier`…). It is
 * this package's TypeScript 5 (a devDependency): the project type-checks with TypeScript 7, whose
 * package no longer carries the compiler's JavaScript API.
 */
export { ts };

// For the apps' Bengali tests (not shipped): each app reads its own code as text and checks that what it
// translates has Bengali and that no English is shown past t(). The apps differ only in their rules.

/** A text found in the code, named by its file and line so a failure points at it. */
export interface Found {
  file: string;
  line: number;
  text: string;
}

/** "file:line: text", as a failure lists it. */
export const where = ({ file, line, text }: Found) => `${file}${line ? `:${line}` : ''}: ${text}`;

/** A source file's syntax tree (TSX or TS by its name), with a way to name a node's line. */
export interface SourceTree {
  file: string;
  tree: ts.SourceFile;
  lineOf(node: ts.Node): number;
}

/**
 * Parses an app's sources, as `import.meta.glob(…, { query: '?raw', eager: true })` gives them; the
 * leading `../` of each path is left out of its name.
 */
export function sourceTrees(sources: Record<string, string>): SourceTree[] {
  return Object.entries(sources).map(([path, source]) => {
    const file = path.replace(/^(\.\.\/)+/, '');
    const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
    const lineOf = (node: ts.Node) => tree.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    return { file, tree, lineOf };
  });
}

/** What an app translates and shows: the differences between the apps' rules. */
export interface ScanRules {
  /** Calls (by their written name) whose first argument is translated: `t`, `translate`, `toast.error`… */
  translating: RegExp;
  /** The English text a node names through a shared table (`examLabels.passed`), if the app has any. */
  tableText?: (node: ts.Node) => string | undefined;
  /** Attributes and properties whose text the user reads (or hears, for aria-label). */
  shownNames: ReadonlySet<string>;
  /** Calls whose first argument is shown as it is (`message.success`…). */
  showingCalls?: RegExp;
  /** Calls whose result is English from the shared rules, shown only through `t()`. */
  englishCalls?: RegExp;
  /** Calls whose arguments are shown (a digits formatter). */
  passingCalls?: RegExp;
  /** Whether a new `…Error(message)` counts as shown (an app that shows errors' messages). */
  errorsShown?: boolean;
  /** JSX elements whose content is not interface text (`code`, `style`). */
  skippedTags: ReadonlySet<string>;
}

/** Words in Latin letters (not a lone letter, a code such as `4px 8px`, or a dash). */
export const hasWords = (text: string) => /[A-Za-z]{2,}/.test(text);

/** The `{{name}}` placeholders of a text, sorted. */
export const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

/**
 * The texts the code translates, and the translated expressions that are neither a literal nor a shared
 * table's text. A text is translated when it is the first argument of a translating call, or one of the
 * forms in `countText(t, count, ['one', 'many'])`; each branch of a `?:` counts on its own.
 */
export function translatedTexts(trees: readonly SourceTree[], rules: ScanRules) {
  const literal: Found[] = [];
  const dynamic: string[] = [];
  for (const { file, tree, lineOf } of trees) {
    const take = (node: ts.Expression): void => {
      const fromTable = rules.tableText?.(node);
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
        if (first && rules.translating.test(callee)) take(first);
        if (callee === 'countText' && third) take(third);
      }
      ts.forEachChild(node, visit);
    };
    visit(tree);
  }
  return { literal, dynamic };
}

/**
 * English written straight into what is shown, past `t()`: text between JSX tags, a literal or template
 * in a JSX child, a literal given to a shown attribute or property or returned by a function given
 * there, a shared table's text shown as it is, the English of a shared formatter, and what the app's
 * showing calls and errors show. A literal inside `t()` is fine.
 */
export function shownLiterals(trees: readonly SourceTree[], rules: ScanRules): Found[] {
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
      } else if (hasWords(rules.tableText?.(node) ?? '')) add(node, node.getText());
      else if (ts.isCallExpression(node)) {
        const callee = node.expression.getText();
        if (rules.englishCalls?.test(callee)) add(node, node.getText());
        else if (rules.passingCalls?.test(callee)) for (const argument of node.arguments) shown(argument);
      }
    };
    const visit = (node: ts.Node) => {
      if (ts.isJsxElement(node) && rules.skippedTags.has(node.openingElement.tagName.getText())) return;
      if (ts.isJsxText(node) && hasWords(node.text)) add(node, node.text.trim());
      else if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)))
        shown(node.expression);
      else if (ts.isJsxAttribute(node) && rules.shownNames.has(node.name.getText())) shown(node.initializer);
      else if (ts.isPropertyAssignment(node) && rules.shownNames.has(node.name.getText()))
        shown(node.initializer);
      else if (ts.isCallExpression(node) && rules.showingCalls?.test(node.expression.getText()))
        shown(node.arguments[0]);
      else if (rules.errorsShown && ts.isNewExpression(node) && /Error$/.test(node.expression.getText()))
        for (const argument of node.arguments ?? []) shown(argument);
      ts.forEachChild(node, visit);
    };
    visit(tree);
  }
  return found;
}

/** What an app's Bengali test checks: its code, its rules and its Bengali texts. */
export interface BengaliCheck {
  trees: readonly SourceTree[];
  rules: ScanRules;
  /** The app's Bengali texts, by their English. */
  bengali: Readonly<Record<string, string>>;
  /**
   * Texts translated through a name rather than a literal, by where they come from: for an app that
   * lists every such name, its expression as the scan writes it (`file: expression`).
   */
  byName?: Readonly<Record<string, readonly string[]>>;
  /**
   * Whether `byName` lists every translated expression that is not a literal (and no other), and every
   * Bengali text must still be used by the code.
   */
  complete?: boolean;
  /**
   * Texts shown as they are written in a file, by the file: ones translated through a name where they
   * are shown (listed in `byName`). The language switch's own name for English is always one.
   */
  shownAsWritten?: Readonly<Record<string, readonly string[]>>;
}

/** What is wrong with an app's Bengali, each problem named so a developer can find it; all empty when none. */
export interface BengaliFindings {
  /** How many literal texts the code translates: a scan that finds few has stopped reading the code. */
  literalCount: number;
  /** Translated texts with no Bengali, as "file:line: text" (or "where: text" for one given by name). */
  untranslated: string[];
  /** English texts whose Bengali has other `{{placeholders}}`, as "English → Bengali". */
  placeholderMismatches: string[];
  /** Translated expressions not listed by name, and listed ones the code no longer has (a complete check). */
  unlistedNames: string[];
  /** English texts of the Bengali table that the code no longer translates (a complete check). */
  unused: string[];
  /** English shown past `t()`, as "file:line: text". */
  shownEnglish: string[];
}

/**
 * Checks an app's Bengali against its code: every translated text has Bengali with the same
 * placeholders, and no English is shown past `t()`; for a complete check, every text translated through
 * a name is listed and every Bengali text is still used. Returns the problems found.
 */
export function checkBengali({
  trees,
  rules,
  bengali,
  byName = {},
  complete = false,
  shownAsWritten = {},
}: BengaliCheck): BengaliFindings {
  const asWritten: Record<string, readonly string[]> = {
    ...shownAsWritten,
    'components/language-switch.tsx': ['English'],
  };
  const { literal, dynamic } = translatedTexts(trees, rules);
  const named = Object.entries(byName).flatMap(([source, texts]) =>
    texts.map((text): Found => ({ file: source, line: 0, text })),
  );
  const translated = [...literal, ...named];
  const listed = new Set(Object.keys(byName));
  const scanned = new Set(dynamic);
  const used = new Set(translated.map(({ text }) => text));
  return {
    literalCount: literal.length,
    untranslated: translated.filter(({ text }) => !(text in bengali)).map(where),
    placeholderMismatches: Object.entries(bengali)
      .filter(([english, text]) => placeholders(text).join() !== placeholders(english).join())
      .map(([english, text]) => `${english} → ${text}`),
    unlistedNames: complete
      ? [
          ...[...scanned].filter((name) => !listed.has(name)).map((name) => `not listed: ${name}`),
          ...[...listed].filter((name) => !scanned.has(name)).map((name) => `no longer in the code: ${name}`),
        ].sort()
      : [],
    unused: complete ? Object.keys(bengali).filter((english) => !used.has(english)) : [],
    shownEnglish: shownLiterals(trees, rules)
      .filter(({ file, text }) => !asWritten[file]?.includes(text))
      .map(where),
  };
}
