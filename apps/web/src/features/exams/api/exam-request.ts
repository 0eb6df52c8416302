import { type ApiResponse, apiRequest, type RequestOptions } from '../../../lib/api-client';
import { noteServerTime } from '../server-clock';

/** apiRequest that also learns the server's clock from the response's `x-server-time` header. */
export async function examRequest<T>(path: string, options?: RequestOptions): Promise<ApiResponse<T>> {
  const sentAt = Date.now();
  const response = await apiRequest<T>(path, options);
  noteServerTime(response.headers.get('x-server-time'), sentAt, Date.now());
  return response;
}
