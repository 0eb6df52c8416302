/** An error with an HTTP status that the error handler turns into the error envelope `{ errors: { title, message, code? } }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly title: string,
    message?: string,
    readonly code?: string,
  ) {
    super(message ?? title);
  }
}

/** 400: the input is wrong. */
export const badRequest = (title: string, message?: string) => new HttpError(400, title, message);
/** 401 with code notLoggedIn: the session is missing or over. */
export const notLoggedIn = (
  title = 'Please login first',
  message = 'Your session has ended. Please login again.',
) => new HttpError(401, title, message, 'notLoggedIn');
/** 403: signed in, but not allowed. */
export const forbidden = (title: string, message?: string) => new HttpError(403, title, message);
/** 404: no such thing (or not visible to the caller). */
export const notFound = (title: string, message?: string) => new HttpError(404, title, message);
/** 409: conflicts with the current state. */
export const conflict = (title: string, message?: string) => new HttpError(409, title, message);
/** 429: too many requests; `retryAfterSeconds` goes to the Retry-After header. */
export class TooManyRequests extends HttpError {
  constructor(
    title: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, title, message, 'tooManyRequests');
  }
}
