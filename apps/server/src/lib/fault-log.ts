import type { FastifyBaseLogger } from 'fastify';

/**
 * Warnings about the infrastructure (database, Redis, file store) that stay short and few: a failing
 * database makes every request fail, and a line per request (with the statement and its parameters)
 * would flood the log. Each kind of fault is logged at most once per interval, with how many more
 * happened since its last line.
 */
export interface FaultLog {
  /** Notes one fault of `kind` (e.g. `database unreachable`), logged if its interval has passed. */
  warn(kind: string, error?: unknown): void;
}

const INTERVAL_MS = 10_000;

/** A short description of an error: its code and first line, never the statement or its parameters. */
export function errorSummary(error: unknown): { code?: string; error?: string } {
  let current: unknown = error;
  // The driver's own error (the cause of Drizzle's, whose message carries the whole query) says it best.
  while (typeof current === 'object' && current !== null && 'cause' in current && current.cause) {
    current = current.cause;
  }
  if (typeof current !== 'object' || current === null) return {};
  const { code, message } = current as { code?: unknown; message?: unknown };
  return {
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof message === 'string' ? { error: message.split('\n')[0]!.slice(0, 200) } : {}),
  };
}

/** A fault log writing to `log`, one line per kind per `intervalMs`. */
export function createFaultLog(log: FastifyBaseLogger, intervalMs = INTERVAL_MS): FaultLog {
  const last = new Map<string, { at: number; more: number }>();
  return {
    warn(kind, error) {
      const now = Date.now();
      const seen = last.get(kind);
      if (seen && now - seen.at < intervalMs) {
        seen.more++;
        return;
      }
      last.set(kind, { at: now, more: 0 });
      log.warn({ fault: kind, ...errorSummary(error), ...(seen?.more ? { since: seen.more } : {}) }, kind);
    },
  };
}
