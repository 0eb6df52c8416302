/** The error body of the API: `{status, errors: {title, message, code?}}`. */
export interface ApiErrorBody {
  status?: unknown;
  errors?: { title?: unknown; message?: unknown; code?: unknown };
}

/** Message used when a request gets no answer at all. */
export const NETWORK_ERROR = 'Network Error';

/** A failed API call: HTTP status (0 when there was no response), title, message and optional code. */
export class ApiError extends Error {
  readonly status: number;
  readonly title: string | undefined;
  readonly code: string | undefined;
  /** True once the failure was already shown to the user (e.g. a lost session). */
  handled = false;

  constructor(status: number, message: string, title?: string, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.title = title;
    this.code = code;
  }
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Builds an ApiError from a response status and its parsed body (whatever shape it has). */
export function apiErrorFromBody(status: number, body: unknown): ApiError {
  const errors = (body as ApiErrorBody | null)?.errors;
  const title = text(errors?.title);
  const message = text(errors?.message);
  const code = text(errors?.code);
  return new ApiError(status, message ?? title ?? `Request failed with status code ${status}`, title, code);
}

/** The words to show for a failure: the error's title, else its message. */
export function errorTitleOrMessage(error: unknown): string {
  if (error instanceof ApiError) return error.title ?? error.message;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong';
}

/** True when the server said the session is not valid any more. */
export function isNotLoggedIn(error: ApiError): boolean {
  return error.status === 401 && error.code === 'notLoggedIn';
}
