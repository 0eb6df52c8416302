import { constants } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * How the API's JSON answers are compressed. Every phone's browser asks for brotli or gzip, so on exam
 * day and results day each paper and result (100-130 KB of JSON for 100 questions) is compressed once
 * per student, and the compressor's level decides much of what a request costs the server. The fast
 * levels: brotli 1 costs about a third of brotli 4 (@fastify/compress's default) for ~5% more bytes,
 * gzip 2 (the original client asks for gzip only) about a quarter of gzip 6 for ~25% more (measured on
 * a 130 KB Bengali result: bench/RESULTS.md). Answers under ~1 KB are not worth compressing.
 *
 * Compressed in one call up to 512 KB: @fastify/compress streams larger answers through the thread
 * pool, and on a 2-CPU machine that costs about four times the CPU of compressing in one call (a
 * 38 KB result: 404 against 103 µs) while blocking the event loop only ~0.1-0.4 ms.
 */
export function apiCompression(): FastifyCompressOptions {
  return {
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
    zlibOptions: { level: 2 },
    syncThreshold: 512 * 1024,
  };
}
