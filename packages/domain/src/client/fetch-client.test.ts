import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sealedExamRoutes } from '../contract/exam-sealed';
import { ApiError } from './api-error';
import { createApiClient } from './fetch-client';

// fetch answers as the API's wire format does; the requests made are recorded.
let requests: { url: string; accept: string | null }[] = [];
const lost: ApiError[] = [];
const paperBytes = Uint8Array.from([0, 1, 2, 250, 251, 252, 123, 34]);

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function answer(url: string): Response {
  const path = new URL(url).pathname;
  if (path === '/api/exam/sealed-paper/e1/group/g1')
    return new Response(paperBytes, {
      headers: { 'content-type': 'application/octet-stream', 'x-server-time': 'now' },
    });
  if (path === '/api/paper/pooled')
    return json(409, {
      errors: {
        title: 'No sealed paper',
        message: 'Its questions come with the start.',
        code: 'paperNotSealed',
      },
    });
  if (path === '/api/paper/lost')
    return json(401, { errors: { title: 'Session expired', message: 'Sign in', code: 'notLoggedIn' } });
  if (path === '/api/json') return json(200, { status: '200', data: { ok: true } });
  return new Response('broken', { status: 500 });
}

beforeEach(() => {
  requests = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push({ url, accept: new Headers(init.headers).get('accept') });
    return answer(url);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const client = () =>
  createApiClient({
    baseUrl: () => 'https://lms.test/api',
    sessionId: () => 's1',
    onSessionLost: (error) => lost.push(error),
  });

describe("responseType 'bytes'", () => {
  it('answers with the whole body as an ArrayBuffer and keeps the headers', async () => {
    const response = await client().callApi(
      sealedExamRoutes.sealedPaper,
      { params: { examId: 'e1', groupId: 'g1' } },
      { responseType: 'bytes' },
    );
    expect([...new Uint8Array(response.data)]).toEqual([...paperBytes]);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-server-time')).toBe('now');
    expect(requests).toEqual([
      {
        url: 'https://lms.test/api/exam/sealed-paper/e1/group/g1',
        accept: 'application/octet-stream, application/json',
      },
    ]);
  });

  it('still reads a failure as the JSON error body', async () => {
    const error = await client()
      .request('/paper/pooled', { responseType: 'bytes' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'paperNotSealed', title: 'No sealed paper' });
  });

  it('still hands a lost session over', async () => {
    const error = await client()
      .request('/paper/lost', { responseType: 'bytes' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, code: 'notLoggedIn', handled: true });
    expect(lost).toContain(error);
  });
});

describe('the JSON default', () => {
  it("answers with the body's data and asks for JSON", async () => {
    const response = await client().request<{ ok: boolean }>('/json');
    expect(response.data).toEqual({ ok: true });
    expect(requests[0]?.accept).toBe('application/json');
  });

  it('reads a body that is not JSON as a plain failure', async () => {
    const error = await client()
      .request('/anything')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, message: 'Request failed with status code 500' });
  });
});
