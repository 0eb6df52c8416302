import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';

const REDACTED = '[redacted]';

// Query parameters that carry a credential: URL signatures (local and S3), video and session tokens,
// one-time codes and passwords. Matched by name, whatever the case.
const SECRET_PARAM =
  /sig|signature|token|otp|password|passwd|secret|session|credential|auth|key-pair-id|policy/i;

/** A URL with the values of credential-like query parameters replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed name is checked as it is
      }
      return eq >= 0 && SECRET_PARAM.test(decoded) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

/** How a request is logged: method, redacted URL and the caller's address; never its headers. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fields removed from every log line, wherever a caller put them. */
export const redaction = {
  paths: [
    'authorization',
    'password',
    'otp',
    'sessionId',
    'headers.authorization',
    'headers.cookie',
    '*.authorization',
    '*.password',
    '*.otp',
    '*.sessionId',
    '*.headers.authorization',
    '*.headers.cookie',
    '*.headers["set-cookie"]',
    '*.headers.sessionid',
  ],
  censor: REDACTED,
};

const serializers = { req: serializeRequest };

/** The server's base logger, redacting secrets from the start. */
export function createLogger(options: LoggerOptions, destination?: DestinationStream): Logger {
  return pino({ ...options, redact: redaction, serializers }, destination);
}

/** A child of `logger` that redacts secrets and logs requests through `serializeRequest` (Fastify uses it). */
export function secureLogger(logger: FastifyBaseLogger): FastifyBaseLogger {
  return logger.child({}, { redact: redaction, serializers });
}
