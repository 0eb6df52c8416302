import type { Route, RouteData, RouteInput } from '@lms/domain/contract';
import { type ApiResponse, type CallOptions, callApi } from '../../../lib/api-client';
import { noteServerTime } from '../server-clock';

/** callApi that also learns the server's clock from the response's `x-server-time` header. */
export async function examRequest<R extends Route>(
  route: R,
  input: RouteInput<R>,
  options?: CallOptions,
): Promise<ApiResponse<RouteData<R>>> {
  const sentAt = Date.now();
  const response = await callApi(route, input, options);
  noteServerTime(response.headers.get('x-server-time'), sentAt, Date.now());
  return response;
}
