import type { AppContext } from '../../context';
import { HttpError } from '../../lib/http-error';
import { answerWriteDelayMs } from '../exams/answer-write-delay';
import { pingDatabase } from './health-repository';

// A save waiting longer than this means the write path is stuck (a lock, a database that hangs).
const STUCK_WRITE_MS = 5000;
// A ping that takes longer than this counts as no answer.
const PING_TIMEOUT_MS = 2000;

function databaseDown(message: string, code: string): HttpError {
  return new HttpError(503, 'Database unavailable', message, code);
}

/**
 * Whether this node should get new traffic: not stopping, its database answers, and its answer saves
 * are not stuck waiting for the database.
 */
export async function checkReadiness(ctx: AppContext): Promise<{ status: 'ready' }> {
  if (ctx.lifecycle.stopping) {
    throw new HttpError(
      503,
      'Shutting down',
      'This server is stopping; another one takes the traffic.',
      'stopping',
    );
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const answered = await Promise.race([
    pingDatabase(ctx.db).then(
      () => true,
      () => false,
    ),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
    }),
  ]);
  clearTimeout(timer);
  if (!answered) throw databaseDown('This server cannot reach its database.', 'databaseDown');
  const waited = answerWriteDelayMs(ctx);
  if (waited > STUCK_WRITE_MS) {
    throw databaseDown(
      `Answer saves have waited ${Math.round(waited / 1000)} s for the database.`,
      'databaseSlow',
    );
  }
  return { status: 'ready' };
}
