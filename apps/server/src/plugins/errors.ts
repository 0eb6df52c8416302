import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, TooManyRequests } from '../lib/http-error';

/** The error body every failure answers with. */
export interface ErrorBody {
  errors: { title: string; message: string; code?: string };
}

function body(title: string, message: string, code?: string): ErrorBody {
  return { errors: code ? { title, message, code } : { title, message } };
}

/** Turns every error into `{ errors: { title, message, code? } }` with a real status; bad input is a 400. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error instanceof TooManyRequests) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send(body(error.title, error.message, error.code));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => {
        const where = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return where ? `${where}: ${v.message}` : v.message;
      });
      return reply.status(400).send(body('Invalid input', issues.join('; '), 'badRequest'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const title = status === 429 ? 'Too many requests' : 'Invalid request';
      return reply.status(status).send(body(title, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send(body('Something went wrong', 'An unexpected error happened. Please try again.'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(body('Not found', `No route for ${request.method} ${request.url.split('?')[0]}`));
  });
}
