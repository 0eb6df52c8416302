import { z } from 'zod';

/**
 * The `status` of every success body. The original student client acts on an answer only when
 * `body.status === "200"` (a string), whatever the 2xx code: a 201 or 202 answer says "200" too.
 */
export const successStatus = '200';

/** A success body: `{ status: "200", data }`. */
export interface SuccessBody<T> {
  status: typeof successStatus;
  data: T;
}

/** The schema of a success body around a route's `data` schema (response validation and OpenAPI). */
export function successBody<D extends z.ZodType>(data: D) {
  return z.object({ status: z.literal(successStatus), data });
}

/** The `status` of an error body: the HTTP status as a string (`"401"`, `"404"`). */
export function errorStatus(httpStatus: number): string {
  return String(httpStatus);
}

/**
 * An error body: `{ status: "<http code>", errors: { title, message, code? } }`. Routes marked
 * `errorMessage` (the Q&A creates) also carry the text as a top-level `message`, where the original
 * client reads it.
 */
export interface ErrorBody {
  status: string;
  errors: { title: string; message: string; code?: string };
  message?: string;
}
