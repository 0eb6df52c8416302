import type { FastifyRequest } from 'fastify';

interface Trail {
  before?: unknown;
  after?: unknown;
  /** The after is a snapshot the handler read, not the answer. */
  afterRead?: boolean;
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

/** Keeps what the write answered (its response `data`), the audit log's "after", unless a snapshot was read. */
export function recordAfter(request: FastifyRequest, data: unknown): void {
  const trail = trailOf(request);
  if (!trail.afterRead) trail.after = data;
}

/**
 * Runs a write with the record read before and after it, for a write whose answer does not show the
 * record (a group change answers a count): the log keeps the two snapshots, in the same shape.
 */
export async function withSnapshots<T>(
  request: FastifyRequest,
  load: () => Promise<unknown>,
  write: () => Promise<T>,
): Promise<T> {
  await recordBefore(request, load);
  const result = await write();
  try {
    const trail = trailOf(request);
    trail.after = await load();
    trail.afterRead = true;
  } catch {
    // The answer stands in for the record.
  }
  return result;
}

/** The before and after kept for a request (null when none). */
export function trailOfRequest(request: FastifyRequest): { before: unknown; after: unknown } {
  const trail = trails.get(request);
  return { before: trail?.before ?? null, after: trail?.after ?? null };
}
