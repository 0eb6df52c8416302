import { ApiError } from '../../lib/api-error';

/** The exam is not (or no longer) given to the student's group: the server answered 403 or 404. */
export function isRemovedFromGroup(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 403 || error.status === 404);
}

/** The request got no answer at all (no connection, or a timeout). */
export function isNetworkFailure(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0;
}

/** The attempt was submitted already (by staff, or by an earlier submit): the server refuses changes. */
export function isAlreadySubmitted(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.code === 'alreadySubmitted';
}
