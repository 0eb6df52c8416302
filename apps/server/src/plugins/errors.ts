import { type ErrorBody, errorStatus } from '@lms/domain/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseFault } from '../lib/database-unreachable';
import { HttpError, TooManyRequests } from '../lib/http-error';

function body(
  request: FastifyRequest,
  status: number,
  title: string,
  message: string,
  code?: string,
): ErrorBody {
  const errors = code ? { title, message, code } : { title, message };
  const config = request.routeOptions?.config as { errorMessage?: boolean } | undefined;
  return config?.errorMessage
    ? { status: errorStatus(status), errors, message }
    : { status: errorStatus(status), errors };
}

// Seconds a client is asked to wait after a 503 (the database or a store is away, or a queue full).
const RETRY_AFTER_SECONDS = '5';

/**
 * Turns every error into `{ status: "<code>", errors: { title, message, code? } }` with a real HTTP
 * status (and a top-level `message` on routes marked `errorMessage`); bad input is a 400; a database
 * out of reach or timing out (seen anywhere in the error's `cause` chain) is a 503 with Retry-After.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  const faults = app.ctx.faults;
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error instanceof TooManyRequests) reply.header('retry-after', String(error.retryAfterSeconds));
      else if (error.statusCode === 503) {
        reply.header('retry-after', RETRY_AFTER_SECONDS);
        // A store or queue that is away: its cause is told to the log, once per interval.
        if (error.cause) faults.warn(error.title.toLowerCase(), error.cause);
      }
      return reply
        .status(error.statusCode)
        .send(body(request, error.statusCode, error.title, error.message, error.code));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => {
        const where = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return where ? `${where}: ${v.message}` : v.message;
      });
      return reply.status(400).send(body(request, 400, 'Invalid input', issues.join('; '), 'badRequest'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const title = status === 429 ? 'Too many requests' : 'Invalid request';
      return reply.status(status).send(body(request, status, title, error.message));
    }
    const fault = databaseFault(error);
    if (fault) {
      // Retryable: nothing was written, and the client keeps an unsaved answer to send again. Logged
      // short and rarely: every request fails alike, and the error's message holds the statement.
      faults.warn(fault === 'timeout' ? 'database timeout' : 'database unreachable', error);
      reply.header('retry-after', RETRY_AFTER_SECONDS);
      return reply
        .status(503)
        .send(
          body(
            request,
            503,
            'Service unavailable',
            'The server cannot reach its database. Please try again in a few seconds.',
            'unavailable',
          ),
        );
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send(body(request, 500, 'Something went wrong', 'An unexpected error happened. Please try again.'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(body(request, 404, 'Not found', `No route for ${request.method} ${request.url.split('?')[0]}`));
  });
}

/**
 * Errors Fastify meets before routing (a path with a broken percent-encoded character), answered in
 * the same envelope as every other 400. Given to Fastify as its `frameworkErrors` option.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  reply
    .status(status)
    .send(
      body(
        request,
        status,
        'Invalid request',
        'The address holds a broken character. Please check the link.',
        'badRequest',
      ),
    );
}
