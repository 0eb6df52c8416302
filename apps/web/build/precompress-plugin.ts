import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing (woff2, images and video are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|webmanifest|svg|txt|xml|ttf|otf|eot|woff|map)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

/** The brotli and gzip copies of one file's content, each only when it is smaller than the file. */
export function compressedCopies(content: Buffer): { br?: Buffer; gz?: Buffer } {
  const br = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gz = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
  return {
    ...(br.length < content.length ? { br } : {}),
    ...(gz.length < content.length ? { gz } : {}),
  };
}

/** Every compressible file of at least {@link MIN_BYTES} under `dir`. */
function compressibleFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => statSync(path).size >= MIN_BYTES);
}

/**
 * Writes `x.br` and `x.gz` beside every text file of the build (once every other plugin has written
 * its files, the service worker included), at the highest levels: the server sends them as they are
 * (apps/server/src/plugins/web-app.ts), so a phone on a slow link gets the smallest copy at no CPU
 * cost per request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'lms:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const path of compressibleFiles(outDir)) {
          const { br, gz } = compressedCopies(readFileSync(path));
          if (br) writeFileSync(`${path}.br`, br);
          if (gz) writeFileSync(`${path}.gz`, gz);
        }
      },
    },
  };
}
