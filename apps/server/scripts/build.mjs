// Bundles the server into dist/main.js. Our workspace packages (@lms/*) are bundled in; every npm
// dependency stays external and is loaded from node_modules (native argon2, PGlite's wasm, pino workers).
// `node scripts/build.mjs <dir>` builds into another folder under apps/server (e.g. to compare two
// versions in a benchmark without touching dist/).
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@lms/'));

const out = join(root, process.argv[2] ?? 'dist');
rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: { main: join(root, 'src/main.ts'), 'run-seed': join(root, 'src/seed/run-seed.ts') },
  outdir: out,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
cpSync(join(root, 'src/db/migrations'), join(out, 'migrations'), { recursive: true });
console.log(`server built: ${join(out, 'main.js')}`);
