import type { Route, RouteData, RouteInput } from '@lms/domain/contract';
import { type ApiResponse, type CallOptions, callApi } from '../../../lib/api-client';
import { noteServerTime } from '../server-clock';

/** callApi that also learns the server's clock from the response's `x-server-time` header. */
export async function examRequest<R extends Route>(
  route: R,
  input: RouteInput<R>,
  options: CallOptions & { responseType: 'bytes' },
): Promise<ApiResponse<ArrayBuffer>>;
export async function examRequest<R extends Route>(
  route: R,
  input: RouteInput<R>,
  options?: CallOptions,
): Promise<ApiResponse<RouteData<R>>>;
export async function examRequest<R extends Route>(
  route: R,
  input: RouteInput<R>,
  options?: CallOptions,
): Promise<ApiResponse<unknown>> {
  const sentAt = Date.now();
  const response = await callApi(route, input, options);
  noteServerTime(response.headers.get('x-server-time'), sentAt, Date.now());
  return response;
}
