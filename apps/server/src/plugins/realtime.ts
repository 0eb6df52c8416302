import type { IncomingMessage } from 'node:http';
import { sessionIdOf } from '@lms/domain';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { corsOrigins } from '../config';
import type { AppContext } from '../context';
import { slot } from '../lib/context-slots';
import type { Principal } from '../lib/sessions';

// The socket.io server of each app, found from the context so use cases can push without holding it.
const servers = slot<Server>('socket.io server');
// The servers whose rooms span every node (the Redis adapter is attached): a room not on this node may
// be on another. Set where the adapter is attached, read where a push picks its rooms.
const sharedAcrossNodes = new WeakSet<Server>();

/** The room of one student: every socket of that student joins it. */
export function studentRoom(studentId: string): string {
  return `student:${studentId}`;
}

// socket.io sends one message per call; a bounded room list keeps each (Redis) message small.
const ROOMS_PER_EMIT = 500;

/**
 * Sends an event to every connected socket of the given students, on this node and, with the Redis
 * adapter, on every other node. Does nothing when the app has no realtime server.
 */
export function pushToStudents(
  ctx: AppContext,
  studentIds: readonly string[],
  event: string,
  payload: unknown,
): void {
  const io = ctx.slots.find(servers);
  if (!io) return;
  // Without the Redis adapter the rooms are this node's own: a student without an open socket here has
  // none at all, and socket.io would encode the message for nobody (a publish tells 20,000 students, most
  // offline).
  const rooms = studentIds.map(studentRoom);
  const targets = sharedAcrossNodes.has(io)
    ? rooms
    : rooms.filter((room) => io.sockets.adapter.rooms.has(room));
  for (let i = 0; i < targets.length; i += ROOMS_PER_EMIT) {
    io.to(targets.slice(i, i + ROOMS_PER_EMIT)).emit(event, payload);
  }
}

/** The app's socket.io server (other namespaces attach to it), or undefined before it is attached and after it closes. */
export function realtimeServer(ctx: AppContext): Server | undefined {
  return ctx.slots.find(servers);
}

/** The room of one session's sockets, by the session's token hash: they are disconnected when it ends. */
export function sessionRoom(tokenHash: string): string {
  return `session:${tokenHash}`;
}

function originAllowed(request: IncomingMessage, origins: string[]): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  if (origins.includes(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/** The session id a socket's handshake carries (`?sessionId=` or `auth.sessionId`), or null. */
function handshakeSessionId(query: Record<string, unknown>, auth: Record<string, unknown>): string | null {
  const raw = query.sessionId ?? auth.sessionId;
  return typeof raw === 'string' ? sessionIdOf(raw) : null;
}

/**
 * A socket.io middleware that lets a connection in only with a session of `kind` (`?sessionId=` or
 * `auth.sessionId`), refusing any other with `notLoggedIn`; `keep` notes on the socket what it needs of
 * the principal, and the session's token hash is noted as `tokenHash` (for `sessionRoom`).
 */
export function signedInOnly<K extends Principal['type']>(
  ctx: AppContext,
  kind: K,
  keep: (data: Socket['data'], principal: Extract<Principal, { type: K }>) => void,
): (socket: Socket, next: (error?: Error) => void) => Promise<void> {
  return async (socket, next) => {
    const token = handshakeSessionId(socket.handshake.query, socket.handshake.auth);
    const found = token ? await ctx.sessions.resolve(token).catch(() => null) : null;
    if (found?.principal.type !== kind) {
      const error = new Error('Please login first') as Error & { data?: unknown };
      error.data = { code: 'notLoggedIn' };
      next(error);
      return;
    }
    keep(socket.data, found.principal as Extract<Principal, { type: K }>);
    socket.data.tokenHash = found.tokenHash;
    next();
  };
}

/**
 * The adapter publishes, subscribes and unsubscribes without waiting for the answer: while Redis is
 * away each such call would reject unhandled. They report to `lost` instead. A push lost then reaches
 * only this node's sockets; the clients read what they missed when they reconnect or refresh.
 */
function catchFailures(client: Redis, methods: readonly string[], lost: (error: unknown) => void): void {
  const calls = client as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const method of methods) {
    const original = calls[method]!.bind(client);
    calls[method] = (...args) =>
      original(...args).catch((error: unknown) => {
        lost(error);
        return 0;
      });
  }
}

/**
 * Attaches socket.io at `/socket.io` to the app's HTTP server. A connection must carry a student's
 * session id (`?sessionId=`, bare or JSON-quoted); it then joins that student's room and its session's room, and is
 * disconnected when the session ends. With REDIS_URL the Redis adapter shares rooms (and so those
 * disconnects) between API nodes. The server closes with the app.
 */
export function attachRealtime(app: FastifyInstance): Server {
  const ctx = app.ctx;
  const origins = corsOrigins(ctx.config.CORS_ORIGINS);
  const io = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    // A connection that died without closing is found within 20 s (a ping every 10 s, 10 s for its pong;
    // the default 25 + 20 s is too slow for the exam monitor's 30 s offline bound). Clients take the
    // figures from the handshake.
    pingInterval: 10_000,
    pingTimeout: 10_000,
    ...(origins.length ? { cors: { origin: origins } } : {}),
    // The same origins as the API: a browser page elsewhere cannot open a socket (Origin is checked for
    // websockets too, where CORS does not apply). Clients that are not browsers send no Origin.
    allowRequest: (request, callback) => callback(null, originAllowed(request, origins)),
  });
  const redisClients: Redis[] = [];
  if (ctx.redis) {
    const pub = ctx.redis.duplicate();
    // No ready check on the subscriber: each namespace's adapter subscribes at once, and the check's INFO
    // would then meet a connection already in subscriber mode (ioredis refuses it and the node crashes).
    // Its subscriptions wait for Redis however long it is away (a node may start before it): ioredis
    // sends them once connected, and subscribes again after each reconnection.
    const sub = ctx.redis.duplicate({ enableReadyCheck: false, maxRetriesPerRequest: null });
    redisClients.push(pub, sub);
    for (const client of redisClients)
      client.on('error', (error) => ctx.faults.warn('redis unreachable', error));
    catchFailures(pub, ['publish'], (error) => ctx.faults.warn('socket push lost: redis unreachable', error));
    catchFailures(sub, ['subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe'], (error) =>
      ctx.faults.warn('redis unreachable', error),
    );
    io.adapter(createAdapter(pub, sub, { key: 'lms-socket.io' }));
    sharedAcrossNodes.add(io);
  }

  io.use(
    signedInOnly(ctx, 'student', (data, student) => {
      data.studentId = student.id;
    }),
  );
  io.on('connection', (socket) => {
    void socket.join([studentRoom(socket.data.studentId as string), sessionRoom(socket.data.tokenHash)]);
  });
  // A session that ends takes its sockets with it, on this node and (through Redis) on every other.
  const stopListening = ctx.sessions.onEnded((tokenHashes) => {
    io.in(tokenHashes.map(sessionRoom)).disconnectSockets(true);
  });

  ctx.metrics?.gauge(
    'lms_sockets_connected',
    'Socket.io connections open on this node',
    () => io.engine.clientsCount,
  );
  ctx.slots.set(servers, io);
  // Open websockets would keep the HTTP server from closing: end them before Fastify closes it. Closing
  // the transports (not disconnecting the sockets) lets clients reconnect to another node by themselves.
  app.addHook('preClose', async () => {
    stopListening();
    ctx.slots.delete(servers);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await io.of('/').adapter.close();
    for (const client of redisClients) client.disconnect();
  });
  return io;
}
