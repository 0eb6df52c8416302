import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiRequest, DEFAULT_BASE_URL, getBaseUrl } from './api-client';
import { ApiError } from './api-error';
import { setSessionLostHandler } from './session';
import { saveSignIn, storageKeys } from './storage';
import { pendingToasts } from './toast';

// A real HTTP server standing in for the API's wire format (no mock of our own code).
let server: Server;
let baseUrl: string;
let lastRequest: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string } | undefined;

function json(res: import('node:http').ServerResponse, status: number, body: unknown, headers = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      lastRequest = { method: req.method, url: req.url, headers: req.headers, body };
      const path = (req.url ?? '').split('?')[0];
      if (path === '/api/student/login')
        return json(res, 200, { data: { student: { _id: 's1' } } }, { sessionId: 'new-session' });
      if (path === '/api/echo')
        return json(res, 200, { data: { method: req.method, body: body ? JSON.parse(body) : null } });
      if (path === '/api/not-admitted')
        return json(res, 404, {
          errors: { title: 'Not admitted', message: 'This number is not on the roster' },
        });
      if (path === '/api/lost')
        return json(res, 401, {
          errors: { title: 'Session expired', message: 'Sign in again', code: 'notLoggedIn' },
        });
      if (path === '/api/wrong-password')
        return json(res, 401, { errors: { title: 'Wrong password', message: 'Try again' } });
      if (path === '/api/slow') return; // never answers
      json(res, 500, 'not json at all');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(storageKeys.baseUrl, `${baseUrl}/`);
  lastRequest = undefined;
});

describe('base URL', () => {
  it('defaults to /api and reads localStorage baseUrl without its trailing slash', () => {
    expect(getBaseUrl()).toBe(baseUrl);
    localStorage.removeItem(storageKeys.baseUrl);
    expect(getBaseUrl()).toBe(DEFAULT_BASE_URL);
  });
});

describe('apiRequest', () => {
  it('sends agent: browser and the session id as Authorization, and returns data', async () => {
    saveSignIn({ _id: 's1', id: 's1', name: 'R', username: '8801710000001', sid: '1' }, 'session-abc');
    const response = await apiRequest<{ method: string; body: unknown }>('/echo', {
      method: 'PATCH',
      body: { otp: '123456' },
      query: { forgotPassword: true, skip: undefined },
    });
    expect(response.data).toEqual({ method: 'PATCH', body: { otp: '123456' } });
    expect(lastRequest?.headers.agent).toBe('browser');
    expect(lastRequest?.headers.authorization).toBe('session-abc');
    expect(lastRequest?.headers['content-type']).toBe('application/json');
    expect(lastRequest?.url).toBe('/api/echo?forgotPassword=true');
  });

  it('sends no Authorization when signed out', async () => {
    await apiRequest('/echo');
    expect(lastRequest?.headers.agent).toBe('browser');
    expect(lastRequest?.headers.authorization).toBeUndefined();
  });

  it('exposes the response headers (the sessionId of sign-in)', async () => {
    const response = await apiRequest('/student/login', { method: 'POST', body: {} });
    expect(response.headers.get('sessionId')).toBe('new-session');
  });

  it('throws an ApiError with the title and message of an error body', async () => {
    const error = await apiRequest('/not-admitted').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      title: 'Not admitted',
      message: 'This number is not on the roster',
    });
  });

  it('keeps the session on a 401 that is not notLoggedIn (wrong password)', async () => {
    saveSignIn({ _id: 's1', id: 's1', name: 'R', username: 'u', sid: '1' }, 'session-abc');
    const error = await apiRequest('/wrong-password').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, title: 'Wrong password', handled: false });
    expect(localStorage.getItem(storageKeys.sessionId)).toBe('session-abc');
  });

  it('on 401 notLoggedIn shows the title, clears local storage and goes to /', async () => {
    let lostCalls = 0;
    setSessionLostHandler(() => {
      lostCalls += 1;
    });
    saveSignIn({ _id: 's1', id: 's1', name: 'R', username: 'u', sid: '1' }, 'session-abc');
    localStorage.setItem('selectedCourse', 'c1');
    const error = await apiRequest('/lost').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, code: 'notLoggedIn', handled: true });
    expect(localStorage.getItem(storageKeys.student)).toBeNull();
    expect(localStorage.getItem(storageKeys.sessionId)).toBeNull();
    expect(localStorage.getItem('selectedCourse')).toBeNull();
    expect(lostCalls).toBe(1);
    expect(pendingToasts()).toContainEqual(['error', 'Session expired']);
  });

  it('reads a body that is not JSON as a plain failure', async () => {
    const error = await apiRequest('/anything-else').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, message: 'Request failed with status code 500' });
  });

  it('gives up after the timeout', async () => {
    const error = await apiRequest('/slow', { timeoutMs: 150 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, message: 'timeout of 150ms exceeded' });
  });

  it('reports a network failure', async () => {
    localStorage.setItem(storageKeys.baseUrl, 'http://127.0.0.1:1/api');
    const error = await apiRequest('/echo').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, message: 'Network Error' });
  });
});
