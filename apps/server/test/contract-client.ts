import { toUsername } from '@lms/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** One request as the original student client sends it: a path under its API base `/api`. */
export interface ClientRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Relative to the API base, e.g. `/student/profile` or `student/profile` (both occur in the client). */
  path: string;
  body?: unknown;
  /** Extra headers (e.g. no session at all: `{ authorization: '' }`). */
  headers?: Record<string, string>;
}

/**
 * The original student client against our real app: it keeps the session id as `JSON.stringify` of
 * the login's `sessionid` header and sends it, quoted, as `Authorization`, with `agent: browser`, on
 * every call through its instance.
 */
export interface OriginalClient {
  /** The stored `localStorage.sessionId` (quoted). */
  sessionId: string;
  /** The stored `localStorage.student` (the login's `data.student`). */
  student: { id: string; _id: string; name: string; username: string; sid: string };
  /** The sign-in answer itself. */
  login: LightMyRequestResponse;
  send(request: ClientRequest): Promise<LightMyRequestResponse>;
  get(path: string): Promise<LightMyRequestResponse>;
  post(path: string, body?: unknown): Promise<LightMyRequestResponse>;
  patch(path: string, body?: unknown): Promise<LightMyRequestResponse>;
  del(path: string): Promise<LightMyRequestResponse>;
}

/** Sends a request the way the client's axios instance does, with the given stored session id. */
export function sendAsClient(
  app: FastifyInstance,
  sessionId: string | null,
  { method, path, body, headers }: ClientRequest,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `/api/${path.replace(/^\/+/, '')}`,
    headers: {
      agent: 'browser',
      ...(sessionId ? { authorization: sessionId } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

/**
 * Signs in as the original client does (`{username: "88" + phone, password}`) and keeps what it keeps.
 * A sign-in ends the student's earlier session.
 */
export async function signInAsClient(
  app: FastifyInstance,
  phone: string,
  password: string,
): Promise<OriginalClient> {
  const login = await sendAsClient(app, null, {
    method: 'POST',
    path: '/student/login',
    body: { username: toUsername(phone), password },
  });
  if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.statusCode} ${login.body}`);
  const sessionId = JSON.stringify(String(login.headers.sessionid));
  const student = login.json().data.student;
  const send = (request: ClientRequest) => sendAsClient(app, sessionId, request);
  return {
    sessionId,
    student,
    login,
    send,
    get: (path) => send({ method: 'GET', path }),
    post: (path, body) => send({ method: 'POST', path, body }),
    patch: (path, body) => send({ method: 'PATCH', path, body }),
    del: (path) => send({ method: 'DELETE', path }),
  };
}

/**
 * Loads a playlist and then each first entry below it, relative to it, as video.js does, with the
 * given headers (the player's `Authorization: Bearer <token>`); every answer in order, down to the
 * first segment.
 */
export async function playAsClient(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
): Promise<LightMyRequestResponse[]> {
  const answers: LightMyRequestResponse[] = [];
  let next: URL | undefined = new URL(url, 'http://x');
  while (next) {
    const at: URL = next;
    const res = await app.inject({ method: 'GET', url: at.pathname, headers });
    answers.push(res);
    const isPlaylist = res.statusCode === 200 && at.pathname.endsWith('.m3u8');
    const entry = isPlaylist ? res.body.split('\n').find((line) => line && !line.startsWith('#')) : undefined;
    next = entry ? new URL(entry, at) : undefined;
  }
  return answers;
}
