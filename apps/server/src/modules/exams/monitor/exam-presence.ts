import { randomUUID } from 'node:crypto';
import { MONITOR_OFFLINE_SECONDS } from '@lms/domain/contract';
import type { Redis } from 'ioredis';
import type { AppContext } from '../../../context';
import { slot } from '../../../lib/context-slots';

/** How often a node writes again which students its sockets hold on which exam pages. */
export const PRESENCE_HEARTBEAT_MS = 10_000;

const WINDOW_MS = MONITOR_OFFLINE_SECONDS * 1000;
const keyOf = (examId: string) => `lms-presence:${examId}`;

interface SocketPlace {
  studentId: string;
  exams: Set<string>;
}

/**
 * Which students have a live socket on which exam's page. Each node knows its own sockets; with Redis,
 * each exam has a sorted set of `studentId|node` scored by the time the node last vouched for it (at
 * once on a join, every PRESENCE_HEARTBEAT_MS after, removed at once when the node's last such socket
 * goes), so every node sees every node's students, and a node that dies stops vouching for its own:
 * they count as gone MONITOR_OFFLINE_SECONDS after its last heartbeat. Times here are the machines'
 * clocks, not the app's (tests move the app's clock; presence is about real connections).
 */
export class ExamPresence {
  private readonly node = randomUUID();
  private readonly sockets = new Map<string, SocketPlace>();
  /** `examId|studentId` → how many of this node's sockets are on that page. */
  private readonly here = new Map<string, number>();

  /** Told of a failed Redis call (the hub logs it); presence then falls back to this node's sockets. */
  onError: (error: unknown) => void = () => {};

  constructor(private readonly redis: Redis | undefined) {}

  /** Puts a socket on the pages of `examIds` (replacing where it was). */
  place(socketId: string, studentId: string, examIds: readonly string[]): void {
    const was = this.sockets.get(socketId);
    const next = new Set(examIds);
    for (const examId of was?.exams ?? []) if (!next.has(examId)) this.leave(examId, studentId);
    for (const examId of next) if (!was?.exams.has(examId)) this.join(examId, studentId);
    if (next.size === 0) this.sockets.delete(socketId);
    else this.sockets.set(socketId, { studentId, exams: next });
  }

  /** Forgets a socket (it disconnected). */
  drop(socketId: string): void {
    const was = this.sockets.get(socketId);
    if (was) this.place(socketId, was.studentId, []);
  }

  /** The students with a live socket on the exam's page, on any node (this node's alone when Redis fails). */
  async presentOn(examId: string): Promise<string[]> {
    const found = new Set<string>();
    const prefix = `${examId}|`;
    for (const key of this.here.keys()) if (key.startsWith(prefix)) found.add(key.slice(prefix.length));
    if (this.redis) {
      try {
        const members = await this.redis.zrangebyscore(keyOf(examId), Date.now() - WINDOW_MS, '+inf');
        for (const member of members) found.add(member.slice(0, member.indexOf('|')));
      } catch (error) {
        this.onError(error);
      }
    }
    return [...found];
  }

  /** Vouches again for every student this node holds, and clears entries older than the window. */
  async heartbeat(): Promise<void> {
    if (!this.redis || this.here.size === 0) return;
    const now = Date.now();
    const batch = this.redis.pipeline();
    const exams = new Set<string>();
    for (const key of this.here.keys()) {
      const [examId, studentId] = key.split('|') as [string, string];
      batch.zadd(keyOf(examId), now, `${studentId}|${this.node}`);
      exams.add(examId);
    }
    for (const examId of exams) {
      batch.zremrangebyscore(keyOf(examId), '-inf', now - WINDOW_MS);
      batch.pexpire(keyOf(examId), WINDOW_MS * 2);
    }
    await batch.exec();
  }

  private join(examId: string, studentId: string): void {
    const key = `${examId}|${studentId}`;
    const count = (this.here.get(key) ?? 0) + 1;
    this.here.set(key, count);
    if (count === 1 && this.redis)
      this.redis
        .multi()
        .zadd(keyOf(examId), Date.now(), `${studentId}|${this.node}`)
        .pexpire(keyOf(examId), WINDOW_MS * 2)
        .exec()
        .catch((error: unknown) => this.onError(error));
  }

  private leave(examId: string, studentId: string): void {
    const key = `${examId}|${studentId}`;
    const count = (this.here.get(key) ?? 0) - 1;
    if (count > 0) {
      this.here.set(key, count);
      return;
    }
    this.here.delete(key);
    this.redis
      ?.zrem(keyOf(examId), `${studentId}|${this.node}`)
      .catch((error: unknown) => this.onError(error));
  }
}

const presences = slot<ExamPresence>('exam presence');

/** The exam presence of a context (per node), made on first use. */
export function examPresenceOf(ctx: AppContext): ExamPresence {
  return ctx.slots.get(presences, () => new ExamPresence(ctx.redis));
}
