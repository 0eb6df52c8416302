import { fileURLToPath } from 'node:url';
import type { Alias, BuildEnvironmentOptions } from 'vite';

const zodStub = fileURLToPath(new URL('./zod-stub.ts', import.meta.url));
const routerDist = (file: string) =>
  fileURLToPath(new URL(`../../../node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * The aliases of a browser app (the student app and the staff console): react-router's package exports
 * point at its development build, so a build ships the production one; the route table's schemas are
 * the server's business, so zod is a stub in the browser (zod-stub.ts).
 */
export function browserAliases(command: 'build' | 'serve'): Alias[] {
  return [
    { find: /^zod$/, replacement: zodStub },
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
