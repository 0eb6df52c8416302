import type { FastifyRequest } from 'fastify';

interface Trail {
  before?: unknown;
  after?: unknown;
  /** The record as the handler read it after the write, kept beside the answer. */
  afterRead?: Record<string, unknown>;
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Keeps what the write answered (its response `data`), the audit log's "after", with the record read
 * after the write beside it when the handler read one.
 */
export function recordAfter(request: FastifyRequest, data: unknown): void {
  const trail = trailOf(request);
  const read = trail.afterRead;
  trail.after = read ? { ...(isRecord(data) ? data : {}), ...read } : data;
}

/**
 * Runs a write with the record read before and after it, for a write whose answer does not show the
 * record (a group change answers a count): the log's before is the first read, its after the answer
 * with the second read's fields added (same shape as the before, so the change can be told).
 */
export async function withSnapshots<T>(
  request: FastifyRequest,
  load: () => Promise<unknown>,
  write: () => Promise<T>,
): Promise<T> {
  await recordBefore(request, load);
  const result = await write();
  try {
    const read = await load();
    if (isRecord(read)) trailOf(request).afterRead = read;
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
