import { fileURLToPath } from 'node:url';
import type { Alias, BuildEnvironmentOptions, Plugin } from 'vite';
// A relative path: Vite bundles the config's relative imports (a workspace package's .ts would not load).
import { fontStack } from '../../../packages/browser/src/font-stack';

const zodStub = fileURLToPath(new URL('./zod-stub.ts', import.meta.url));
const commonPasswordsStub = fileURLToPath(new URL('./common-passwords-stub.ts', import.meta.url));
const tooltipUniqueStub = fileURLToPath(new URL('./tooltip-unique-stub.ts', import.meta.url));
const routerDist = (file: string) =>
  fileURLToPath(new URL(`../../../node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * The aliases of a browser app (the student app and the staff console): react-router's package exports
 * point at its development build, so a build ships the production one; the route table's schemas are
 * the server's business, so zod is a stub in the browser (zod-stub.ts), and so is the list of common
 * passwords those schemas check against (common-passwords-stub.ts); antd's ConfigProvider's tooltip
 * UniqueProvider, which neither app turns on, is a stub too (tooltip-unique-stub.ts).
 */
export function browserAliases(command: 'build' | 'serve'): Alias[] {
  return [
    { find: /^zod$/, replacement: zodStub },
    { find: /^\.\/common-passwords-list$/, replacement: commonPasswordsStub },
    { find: /^\.\.\/tooltip\/UniqueProvider$/, replacement: tooltipUniqueStub },
    ...(command === 'build'
      ? [
          { find: /^react-router$/, replacement: routerDist('index.mjs') },
          { find: /^react-router\/dom$/, replacement: routerDist('dom-export.mjs') },
        ]
      : []),
  ];
}

/** The production build of a browser app into its dist folder. */
export const browserBuild = {
  outDir: 'dist',
  emptyOutDir: true,
  target: 'es2022',
  rolldownOptions: {
    // antd's @rc-component packages declare no `sideEffects` although they have none: without this
    // hint every Input drags the whole form engine (and its validator) into the sign-in page.
    // Building a (stubbed) schema does nothing, so a route table's unused schemas are dropped.
    treeshake: {
      moduleSideEffects: [{ test: /node_modules[\\/]@rc-component[\\/]/, sideEffects: false }],
      manualPureFunctions: ['z'],
    },
  },
} satisfies BuildEnvironmentOptions;

/** The page style both apps paint before their JavaScript runs: no margin, the grey page, the font stack. */
const baseStyle = [
  'html, body { margin: 0; padding: 0; min-height: 100%; background: #f5f7fa; }',
  `body { font-family: ${fontStack}; -webkit-font-smoothing: antialiased; }`,
  '#root { min-height: 100vh; }',
].join('\n');

/** Puts {@link baseStyle} in the page's head, so the two apps' pages start alike without a flash. */
export function baseStylePlugin(): Plugin {
  return {
    name: 'lms-base-style',
    transformIndexHtml: () => [{ tag: 'style', children: baseStyle, injectTo: 'head' }],
  };
}
