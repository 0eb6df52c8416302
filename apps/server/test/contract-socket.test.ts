// The original client's socket (items C5, C6 of docs/COMPATIBILITY.md) with socket.io-client 3, as it connects: websocket
// transport only, the JSON-quoted session id in the query.
import { notificationRoutes } from '@lms/domain/contract';
import { io as connect, type Socket } from 'socket.io-client-v3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, seedDemoAccounts } from '../src/seed/demo-accounts';
import { type OriginalClient, signInAsClient } from './contract-client';
import { callRoute } from './support/call-route';
import { staffSession } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let client: OriginalClient;
let admin: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp({ REDIS_URL: '' });
  await seedDemoAccounts(t.ctx);
  client = await signInAsClient(t.app, DEMO.studentPhone, DEMO.studentPassword);
  admin = await staffSession(t.app, ['admin']);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect();
});
afterAll(async () => {
  await t.close();
});

function port(): number {
  const address = t.app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/** Opens a socket as the original client does. */
function openAsClient(sessionId: string): Socket {
  const socket = connect(`http://127.0.0.1:${port()}`, {
    path: '/socket.io',
    transports: ['websocket'],
    query: { sessionId },
    reconnection: false,
  });
  sockets.push(socket);
  return socket;
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error: Error) => reject(error));
  });
}

describe('C5: connect with the quoted session id, websocket only', () => {
  it('C5: a websocket-only socket.io 3 client connects with sessionId="<id>" (quoted)', async () => {
    const socket = openAsClient(client.sessionId);
    await connected(socket);
    expect(socket.connected).toBe(true);
    expect(socket.io.engine.transport.name).toBe('websocket');
  });

  it('C5: the bare id still connects; an unknown quoted id is refused as notLoggedIn', async () => {
    await connected(openAsClient(JSON.parse(client.sessionId)));
    const error = await connected(openAsClient('"no-such-session"')).catch(
      (e: Error & { data?: unknown }) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as { data?: unknown }).data).toEqual({ code: 'notLoggedIn' });
  });

  it('C5: the socket disconnects when the session ends (sign-out)', async () => {
    const other = await signInAsClient(t.app, '01710000011', DEMO.studentPassword);
    const socket = openAsClient(other.sessionId);
    await connected(socket);
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect((await other.get('auth/logout')).statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });
});

describe('C6: event notification carries the bare notification', () => {
  it('C6: a staff notice arrives as {_id, type, message, createdAt, info}, the profile entry it wraps', async () => {
    const socket = openAsClient(client.sessionId);
    await connected(socket);
    const live = new Promise<Record<string, unknown>>((resolve) => socket.once('notification', resolve));
    const sent = await callRoute(
      t.app,
      notificationRoutes.sendNotice,
      { body: { message: 'Class moved to room 4', studentId: client.student.id } },
      { token: admin },
    );
    expect(sent.statusCode).toBe(201);
    const payload = await live;
    expect(payload).toMatchObject({
      _id: sent.json().data._id,
      type: 'notice',
      message: 'Class moved to room 4',
      createdAt: expect.any(String),
      info: expect.any(Object),
    });
    expect(payload).not.toHaveProperty('notificationId');
    expect(payload).not.toHaveProperty('isSeen');
    const profile = (await client.get('/student/profile')).json().data;
    expect(profile.notifications[0]).toEqual({ isSeen: false, notificationId: payload });
  });
});
