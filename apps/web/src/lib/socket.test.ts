import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EXAM_PRESENCE_EVENT, EXAM_RESULTS_CHANGED_EVENT } from '@lms/domain/contract';
import { Server } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOnline } from './offline-answers/connectivity';
import {
  connectSocket,
  disconnectSocket,
  isSocketOnline,
  onExamResultsChanged,
  onLiveNotification,
  setExamPage,
  socketOrigin,
} from './socket';
import { storageKeys } from './storage';

describe('socketOrigin', () => {
  it('is the API host of the base URL, or this page for a relative one', () => {
    expect(socketOrigin('/api', 'http://localhost:5173')).toBe('http://localhost:5173');
    expect(socketOrigin('https://api.example.com/api', 'http://localhost:5173')).toBe(
      'https://api.example.com',
    );
  });
});

// A real socket.io server standing in for the API: it checks the session id like ours does.
describe('the realtime socket', () => {
  let http: HttpServer;
  let io: Server;
  beforeAll(async () => {
    http = createServer();
    io = new Server(http, { path: '/socket.io', cors: { origin: true } });
    io.use((socket, next) =>
      socket.handshake.query.sessionId === 'good' ? next() : next(new Error('Please login first')),
    );
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    localStorage.setItem(storageKeys.baseUrl, `http://127.0.0.1:${(http.address() as AddressInfo).port}/api`);
  });
  afterAll(async () => {
    disconnectSocket();
    localStorage.clear();
    await io.close();
  });

  it('connects with the session id, delivers notifications, and reports a lost connection as offline', async () => {
    localStorage.setItem(storageKeys.sessionId, 'good');
    const joined = new Promise<string>((resolve) =>
      io.once('connection', (socket) => resolve(socket.conn.transport.name)),
    );
    const got: unknown[] = [];
    const stop = onLiveNotification((entry) => got.push(entry));
    connectSocket();
    // WebSocket from the first request: no long-polling handshake that needs a sticky balancer.
    expect(await joined).toBe('websocket');
    await expect.poll(() => isSocketOnline()).toBe(true);
    // The server pushes the notification bare; listeners get it wrapped as the profile lists it.
    const notification = { _id: 'n1', type: 'notice', message: 'hi', createdAt: 'x' };
    io.emit('notification', notification);
    await expect.poll(() => got).toEqual([{ isSeen: false, notificationId: notification }]);

    io.disconnectSockets(true);
    await expect.poll(() => isSocketOnline()).toBe(false);
    expect(isOnline()).toBe(false);
    // the server ended it on purpose: the client comes back by itself
    await expect.poll(() => isSocketOnline(), { timeout: 5000 }).toBe(true);
    expect(isOnline()).toBe(true);
    stop();
    disconnectSocket();
    expect(isSocketOnline()).toBe(true);
  });

  it('says which exam page is open on each connect and when it changes, and passes on re-scored results', async () => {
    localStorage.setItem(storageKeys.sessionId, 'good');
    const pages: unknown[] = [];
    io.on('connection', (socket) => socket.on(EXAM_PRESENCE_EVENT, (page: unknown) => pages.push(page)));
    setExamPage('exam-1');
    connectSocket();
    await expect.poll(() => pages).toEqual([{ examId: 'exam-1' }]);
    const rescored: unknown[] = [];
    const stop = onExamResultsChanged((update) => rescored.push(update));
    io.emit(EXAM_RESULTS_CHANGED_EVENT, { examId: 'exam-1' });
    await expect.poll(() => rescored).toEqual([{ examId: 'exam-1' }]);
    setExamPage(null);
    await expect.poll(() => pages).toEqual([{ examId: 'exam-1' }, { examId: null }]);
    // A new connection is told again.
    io.disconnectSockets(true);
    await expect
      .poll(() => pages, { timeout: 5000 })
      .toEqual([{ examId: 'exam-1' }, { examId: null }, { examId: null }]);
    stop();
    disconnectSocket();
  });
});
