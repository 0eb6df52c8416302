import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { ANTD_SHEET_META } from '../src/lib/antd-sheet';
import { ANTD_SHEET_COMPONENTS } from './antd-sheet-components';

/** Where the dev server serves the sheet. */
const DEV_PATH = '/@lms/antd-sheet.css';

// antd's Node build (CommonJS), the same copy the extractor renders with: the theme below must reach
// its components through the same context.
const require = createRequire(import.meta.url);

/** The top-level rules of a minified sheet: each rule's selector (or at-rule) and its block, braces included. */
function topLevelRules(css: string): { head: string; block: string }[] {
  const rules: { head: string; block: string }[] = [];
  let start = 0;
  while (start < css.length) {
    const open = css.indexOf('{', start);
    if (open < 0) break;
    let depth = 0;
    let end = open;
    for (; end < css.length; end++) {
      if (css[end] === '{') depth++;
      else if (css[end] === '}' && --depth === 0) break;
    }
    rules.push({ head: css.slice(start, open), block: css.slice(open, end + 1) });
    start = end + 1;
  }
  return rules;
}

/**
 * The extracted sheet made fit to be static:
 * - antd's link reset (`a`, `a:hover`, …; not the rules of what is inside a link) applies only to
 *   the links antd draws, as it does when antd inserts it at run time (then scoped by its hash
 *   class): unscoped, it would take the colour from the app's own links outside antd's components,
 *   where antd's colour variables are not set;
 * - the component variables written for the extraction's own render are dropped (their class names
 *   come from that render's ids, which no page has; pages set their own at run time), and so is the
 *   extractor's record of what it rendered.
 */
export function staticSheet(css: string): string {
  const scopeLink = (selector: string) =>
    /^a(:[\w-]+|\[[^\]]*\])*$/.test(selector) ? `a:where([class*="ant-"])${selector.slice(1)}` : selector;
  return topLevelRules(css)
    .filter(({ head }) => !head.startsWith('.css-var-_R_') && head !== '.data-ant-cssinjs-cache-path')
    .map(({ head, block }) => `${head.split(',').map(scopeLink).join(',')}${block}`)
    .join('');
}

/**
 * antd's component styles for the student app, as one static sheet: every component the app uses
 * (antd-sheet-components.ts), rendered once at build time with the extractor antd's own antd.css is
 * made with, unhashed, its colours and sizes CSS variables that the app's theme sets at run time.
 */
export function antdSheetCss(): string {
  const { extractStyle } = require('@ant-design/static-style-extract') as {
    extractStyle: (options: { includes: string[]; customTheme: (node: unknown) => unknown }) => string;
  };
  const { ConfigProvider } = require('antd') as typeof import('antd');
  const { createElement } = require('react') as typeof import('react');
  return staticSheet(
    extractStyle({
      includes: [...ANTD_SHEET_COMPONENTS],
      customTheme: (node) => createElement(ConfigProvider, { theme: { hashed: false } }, node as never),
    }),
  );
}

/**
 * Gives the student app antd's styles as a static file instead of computing and inserting them in
 * the phone's browser on every page (the app's theme sets `zeroRuntime`): the sheet is written as
 * `assets/antd-<hash>.css` and named in index.html by a meta tag, not linked, so the sign-in page
 * (which uses no antd) paints without waiting for it; the app loads it before the first page that
 * uses antd (src/lib/antd-sheet.ts).
 */
export function antdSheet(): Plugin {
  let css = '';
  let href = DEV_PATH;
  let building = false;
  return {
    name: 'lms:antd-sheet',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      if (!building) return;
      css = antdSheetCss();
      const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8);
      href = `/assets/antd-${hash}.css`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_PATH, (_request, response) => {
        response.setHeader('Content-Type', 'text/css');
        response.end(css || antdSheetCss());
      });
    },
    generateBundle() {
      if (building) this.emitFile({ type: 'asset', fileName: href.slice(1), source: css });
    },
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: ANTD_SHEET_META, content: href }, injectTo: 'head' },
    ],
  };
}
