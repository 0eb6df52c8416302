import type { FastifyRequest } from 'fastify';

interface Trail {
  before?: unknown;
  after?: unknown;
}

const trails = new WeakMap<FastifyRequest, Trail>();

function trailOf(request: FastifyRequest): Trail {
  let trail = trails.get(request);
  if (!trail) {
    trail = {};
    trails.set(request, trail);
  }
  return trail;
}

/**
 * Keeps what a record was before this request changes it, for the audit log's "before". A handler
 * awaits it before its use case runs; a snapshot that cannot be read (no such record) is left out, and
 * the use case then answers as it always does.
 */
export async function recordBefore(request: FastifyRequest, load: () => Promise<unknown>): Promise<void> {
  try {
    trailOf(request).before = await load();
  } catch {
    // The write itself reports the missing record; the log only misses a snapshot it would not use.
  }
}

/** Keeps what the write answered (its response `data`), the audit log's "after". */
export function recordAfter(request: FastifyRequest, data: unknown): void {
  trailOf(request).after = data;
}

/** The before and after kept for a request (null when none). */
export function trailOfRequest(request: FastifyRequest): { before: unknown; after: unknown } {
  const trail = trails.get(request);
  return { before: trail?.before ?? null, after: trail?.after ?? null };
}
