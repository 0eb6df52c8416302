import { forbidden, type HttpError } from '../../lib/http-error';
import type { SignatureProblem } from '../../lib/storage/local-signature';

/** The 403 for a signed URL that is missing, forged or out of date. */
export function signatureRefusal(problem: Exclude<SignatureProblem, null>): HttpError {
  if (problem === 'expired') return forbidden('Link expired', 'This link has expired. Please try again.');
  return forbidden('Invalid link', 'This link is not valid.');
}
