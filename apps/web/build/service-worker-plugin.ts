import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';

/** What the service worker is told at build time. */
export interface ServiceWorkerManifest {
  /** The build's content hash: the name of its cache, so a new build replaces the old cache. */
  version: string;
  /** The URLs cached at install: index.html and every built file but those skipped. */
  precache: string[];
}

/** Options of the service worker plugin. */
export interface ServiceWorkerOptions {
  /** Output files (paths from the output folder, `assets/x.js`) left out of the precache. */
  skip?: readonly RegExp[];
}

/** The worker's own file name (served from the root, so its scope is the whole app). */
export const SERVICE_WORKER_FILE = 'sw.js';

/** Files never precached: source maps and the worker itself. */
const ALWAYS_SKIPPED = [/\.map$/, /^sw\.js$/];

/**
 * The manifest of a build from its output files (path from the output folder -> content): every
 * file but the skipped ones, index.html first, and a version that changes with any file's content.
 */
export function serviceWorkerManifest(
  files: ReadonlyMap<string, string | Uint8Array>,
  skip: readonly RegExp[] = [],
): ServiceWorkerManifest {
  const names = [...files.keys()].map((name) => name.split(sep).join('/')).sort();
  const hash = createHash('sha256');
  for (const name of names) {
    hash.update(name);
    hash.update('\0');
    hash.update(files.get(name) ?? '');
    hash.update('\0');
  }
  const kept = names.filter((name) => ![...ALWAYS_SKIPPED, ...skip].some((pattern) => pattern.test(name)));
  const precache = [
    ...kept.filter((name) => name === 'index.html'),
    ...kept.filter((name) => name !== 'index.html'),
  ].map((name) => `/${name}`);
  return { version: hash.digest('hex').slice(0, 12), precache };
}

/** The worker's source: the manifest, then the template (build/sw-template.js). */
export function serviceWorkerSource(manifest: ServiceWorkerManifest, template: string): string {
  return `const manifest = ${JSON.stringify(manifest)};\n\n${template}`;
}

/** Every file under `dir` (the public folder), by its path from `dir`. */
function filesUnder(dir: string): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  if (!dir || !existsSync(dir)) return files;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(relative(dir, path), readFileSync(path));
  }
  return files;
}

/**
 * Emits /sw.js at build time (not in dev): the service worker of build/sw-template.js with the list
 * of built files to precache and the build's content hash as its cache version. Runs last, so
 * index.html and every chunk are in the bundle it lists.
 */
export function serviceWorker(options: ServiceWorkerOptions = {}): Plugin {
  let publicDir = '';
  return {
    name: 'lms:service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle(_output, bundle) {
      const files = filesUnder(publicDir) as Map<string, string | Uint8Array>;
      for (const [fileName, file] of Object.entries(bundle))
        files.set(fileName, file.type === 'chunk' ? file.code : file.source);
      const template = readFileSync(new URL('./sw-template.js', import.meta.url), 'utf8');
      this.emitFile({
        type: 'asset',
        fileName: SERVICE_WORKER_FILE,
        source: serviceWorkerSource(serviceWorkerManifest(files, options.skip), template),
      });
    },
  };
}
