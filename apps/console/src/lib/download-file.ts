import { apiErrorFromBody } from '@lms/domain/client';
import { type Route, type RouteInput, routeQuery } from '@lms/domain/contract';
import { apiUrl } from './api';
import { getSessionId } from './session';

/**
 * Fetches a file route with the staff session (a plain link carries none) and saves it under `name`;
 * a route that is not GET gets `body` as JSON. A refusal throws the server's error (its title shows
 * through `errorText`).
 */
export async function downloadFile<R extends Route>(
  route: R,
  input: { params: RouteInput<R>['params']; query?: object; body?: RouteInput<R>['body'] },
  name: string,
): Promise<void> {
  const headers: Record<string, string> = { Authorization: getSessionId() ?? '', agent: 'browser' };
  if (input.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${apiUrl(route, input.params)}${routeQuery(input.query)}`, {
    method: route.method,
    headers,
    ...(input.body === undefined ? {} : { body: JSON.stringify(input.body) }),
  });
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    throw apiErrorFromBody(response.status, body);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
