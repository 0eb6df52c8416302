// Bundles the server into dist/main.js. Our workspace packages (@lms/*) are bundled in; every npm
// dependency stays external and is loaded from node_modules (native argon2, PGlite's wasm, pino workers).
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@lms/'));

rmSync(join(root, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: { main: join(root, 'src/main.ts'), 'run-seed': join(root, 'src/seed/run-seed.ts') },
  outdir: join(root, 'dist'),
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
cpSync(join(root, 'src/db/migrations'), join(root, 'dist/migrations'), { recursive: true });
console.log('server built: apps/server/dist/main.js');
