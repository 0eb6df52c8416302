import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';

/** The port a listening test app took. */
export function portOf(app: FastifyInstance): number {
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/**
 * A socket.io client of a listening test app on `namespace` with the session, over websocket, on a
 * connection of its own (sockets sharing one would share the first one's session), without reconnecting.
 */
export function openSocket(app: FastifyInstance, session: string, namespace = '/'): Socket {
  return connect(`http://127.0.0.1:${portOf(app)}${namespace}`, {
    path: '/socket.io',
    query: { sessionId: session },
    transports: ['websocket'],
    reconnection: false,
    timeout: 5000,
    forceNew: true,
  });
}

/** Resolves when the socket is connected; rejects with the server's refusal. */
export function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
}

/** Resolves with the next payload of `event` on the socket, or rejects after `timeoutMs`. */
export function nextEvent<T>(socket: Socket, event: string, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Checks `condition` every 50 ms until it holds (true) or `timeoutMs` passed (false). */
export async function eventually(condition: () => Promise<boolean>, timeoutMs = 5000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return true;
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
