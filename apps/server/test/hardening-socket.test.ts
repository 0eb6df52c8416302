import { accountRoutes, STAFF_SOCKET_NAMESPACE, staffRoutes, studentAdminRoutes } from '@lms/domain/contract';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../src/lib/tokens';
import { createStaff } from '../src/modules/staff/create-staff';
import { callRoute } from './support/call-route';
import { newPhone, registeredStudent, signIn, staffSession } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

const sockets: Socket[] = [];
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect();
});

function portOf(t: TestApp): number {
  const address = t.app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/**
 * Opens a socket the way the apps do (a student's on the main namespace, a staff member's on the staff
 * one), and resolves once it is connected.
 */
async function openSocket(t: TestApp, sessionId: string, namespace = ''): Promise<Socket> {
  const socket = connect(`http://127.0.0.1:${portOf(t)}${namespace}`, {
    path: '/socket.io',
    query: { sessionId },
    transports: ['websocket'],
    reconnection: false,
    timeout: 5000,
    forceNew: true,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Resolves with the disconnect reason, or 'still connected' after `ms`. */
function disconnectReason(socket: Socket, ms = 3000): Promise<string> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('still connected'), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

async function studentSession(t: TestApp, phone = newPhone()) {
  const id = await registeredStudent(t.ctx, phone, 'secret12');
  return { id, phone, session: await signIn(t.app, phone, 'secret12') };
}

describe('a socket ends with its session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL: '' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('on sign-out', async () => {
    const { session } = await studentSession(t);
    const socket = await openSocket(t, session);
    const reason = disconnectReason(socket);
    expect((await callRoute(t.app, accountRoutes.logout, {}, { token: session })).statusCode).toBe(200);
    expect(await reason).toBe('io server disconnect');
  });

  it('on a new sign-in that ends the old session, while the new session keeps its socket', async () => {
    const { phone, session } = await studentSession(t);
    const old = await openSocket(t, session);
    const oldReason = disconnectReason(old);
    const fresh = await openSocket(t, await signIn(t.app, phone, 'secret12'));
    expect(await oldReason).toBe('io server disconnect');
    expect(await disconnectReason(fresh, 500)).toBe('still connected');
  });

  it('on a password reset', async () => {
    const { phone, session } = await studentSession(t);
    const socket = await openSocket(t, session);
    const reason = disconnectReason(socket);
    const code = (await callRoute(t.app, accountRoutes.forgotPassword, { params: { phone } })).json().data;
    const reset = await callRoute(t.app, accountRoutes.setPassword, {
      query: { forgotPassword: 'true' },
      body: { otp: code.otp, hash: code.hash, phone, password: 'another1' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await reason).toBe('io server disconnect');
  });

  it('when an admin deactivates the student', async () => {
    const { id: studentId, session } = await studentSession(t);
    const socket = await openSocket(t, session);
    const reason = disconnectReason(socket);
    const admin = await staffSession(t.app);
    const deactivated = await callRoute(
      t.app,
      studentAdminRoutes.deactivateStudent,
      { params: { studentId } },
      { token: admin },
    );
    expect(deactivated.statusCode).toBe(200);
    expect(await reason).toBe('io server disconnect');
  });

  it('when an admin deactivates a staff account, on the staff namespace', async () => {
    const username = `watcher${Date.now()}`;
    const staff = await createStaff(t.ctx, {
      username,
      name: 'Watcher',
      password: 'staffpass1',
      roles: ['examiner'],
    });
    const login = await callRoute(t.app, staffRoutes.login, { body: { username, password: 'staffpass1' } });
    const socket = await openSocket(t, String(login.headers.sessionid), STAFF_SOCKET_NAMESPACE);
    const reason = disconnectReason(socket);
    const admin = await staffSession(t.app);
    const deactivated = await callRoute(
      t.app,
      staffRoutes.updateStaff,
      { params: { staffId: staff._id }, body: { active: false } },
      { token: admin },
    );
    expect(deactivated.statusCode).toBe(200);
    expect(await reason).toBe('io server disconnect');
  });
});

// Runs when REDIS_URL is set (CI and the developer machines have Redis on 127.0.0.1:6379).
const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('a socket ends with its session across nodes', () => {
  const nodes: TestApp[] = [];
  afterAll(async () => {
    for (const n of nodes) await n.close();
  });

  it('when the session ends on another node (through Redis)', async () => {
    const nodeA = await createTestApp({ REDIS_URL: redisUrl! });
    const nodeB = await createTestApp({ REDIS_URL: redisUrl! });
    nodes.push(nodeA, nodeB);
    await nodeB.app.listen({ port: 0, host: '127.0.0.1' });
    const { session } = await studentSession(nodeB);
    const socket = await openSocket(nodeB, session);
    const reason = disconnectReason(socket);
    // Node A ends the session (its database is a throwaway of its own; a real deployment shares one).
    await nodeA.ctx.sessions.end(sha256(session));
    expect(await reason).toBe('io server disconnect');
  });
});
