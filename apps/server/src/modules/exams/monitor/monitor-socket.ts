import { STAFF_ROLES, type StaffRole } from '@lms/domain';
import {
  examMonitorRoutes,
  examResultsStaffRoutes,
  monitorSocketEvents,
  STAFF_SOCKET_NAMESPACE,
  staffMayCall,
} from '@lms/domain/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Namespace } from 'socket.io';
import type { AppContext } from '../../../context';
import { HttpError } from '../../../lib/http-error';
import { type PeriodicJob, startPeriodicJob } from '../../../lib/periodic-job';
import { realtimeServer, sessionRoom, signedInOnly } from '../../../plugins/realtime';
import { examServices } from '../exam-services';
import { STAFF_RESULTS_ROOM } from '../results/announce-rescore';
import { examPresenceOf, PRESENCE_HEARTBEAT_MS } from './exam-presence';
import { getExamMonitor } from './get-exam-monitor';
import { followStudentSockets } from './presence-socket';

const ROOM_PREFIX = 'exam-monitor:';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How often a node writes its saves and pushes changed summaries to its watchers. */
export const MONITOR_TICK_MS = 1000;

/** The room of one exam's watchers. */
export function monitorRoom(examId: string): string {
  return `${ROOM_PREFIX}${examId}`;
}

type Ack = (answer: unknown) => void;

/** A running monitor hub: stop it when the app closes. */
export interface MonitorHub {
  /** One tick now (tests and the bench call it instead of waiting). */
  tick(): Promise<void>;
  /** One presence heartbeat now (tests call it instead of waiting). */
  heartbeat(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The exam-day monitor's live side on one node: student sockets' presence on exam pages (written to
 * Redis every PRESENCE_HEARTBEAT_MS), and staff sockets on the `/staff` namespace (a staff session's id
 * as `?sessionId=`) that watch an exam; once a second the node writes the saves it took and,
 * for each exam its own sockets watch, computes the counts and sends them to those sockets only when
 * they changed. The work is per watched exam per second, whatever the number of saves; every node
 * serves its own watchers from the database, so with several nodes each sees every node's saves.
 */
export function startMonitorHub(ctx: AppContext, log: FastifyBaseLogger): MonitorHub {
  const io = realtimeServer(ctx);
  const nsp = io?.of(STAFF_SOCKET_NAMESPACE);
  const lastSent = new Map<string, string>();
  const stopListening = nsp ? attachWatchers(ctx, nsp, lastSent) : () => {};
  const presence = examPresenceOf(ctx);
  presence.onError = (error) => log.warn({ err: error }, 'exam presence: redis call failed');
  const feed = io ? followStudentSockets(io, examServices(ctx).sql, presence) : undefined;
  const beat = async () => {
    await feed?.refresh();
    await presence.heartbeat();
  };
  const heartbeat = startPeriodicJob('exam presence', PRESENCE_HEARTBEAT_MS, beat, log);

  const tick = async () => {
    await examServices(ctx).activity.flush();
    if (!nsp) return;
    for (const [room, members] of nsp.adapter.rooms) {
      if (!room.startsWith(ROOM_PREFIX) || members.size === 0) continue;
      const examId = room.slice(ROOM_PREFIX.length);
      const summary = await getExamMonitor(ctx, examId).catch(() => null);
      if (!summary) continue;
      const key = JSON.stringify(summary.groups);
      if (lastSent.get(examId) === key) continue;
      lastSent.set(examId, key);
      nsp.local.to(room).emit(monitorSocketEvents.summary, summary);
    }
    for (const examId of lastSent.keys())
      if (!nsp.adapter.rooms.has(monitorRoom(examId))) lastSent.delete(examId);
  };
  const job: PeriodicJob = startPeriodicJob('exam monitor', MONITOR_TICK_MS, tick, log);
  return {
    tick,
    heartbeat: beat,
    async stop() {
      stopListening();
      feed?.stop();
      await heartbeat.stop();
      await job.stop();
      await examServices(ctx)
        .activity.flush()
        .catch(() => {});
    },
  };
}

function attachWatchers(ctx: AppContext, nsp: Namespace, lastSent: Map<string, string>): () => void {
  nsp.use(
    signedInOnly(ctx, 'staff', (data, staff) => {
      data.roles = staff.roles.filter((r): r is StaffRole => (STAFF_ROLES as readonly string[]).includes(r));
    }),
  );
  nsp.on('connection', (socket) => {
    void socket.join(sessionRoom(socket.data.tokenHash as string));
    // Results views follow re-scores of every exam (a few staff sockets, one small event per re-score).
    if (staffMayCall(examResultsStaffRoutes.resultsPage.access, socket.data.roles as StaffRole[]))
      void socket.join(STAFF_RESULTS_ROOM);
    socket.on(monitorSocketEvents.watch, async (input: unknown, ack: unknown) => {
      const reply: Ack = typeof ack === 'function' ? (ack as Ack) : () => {};
      const examId = (input as { examId?: unknown } | null)?.examId;
      if (typeof examId !== 'string' || !UUID.test(examId))
        return reply({ ok: false, message: 'examId must be an id' });
      if (!staffMayCall(examMonitorRoutes.getMonitor.access, socket.data.roles as StaffRole[]))
        return reply({ ok: false, message: 'Not for your role' });
      try {
        const summary = await getExamMonitor(ctx, examId);
        await socket.join(monitorRoom(examId));
        // A new watcher has the latest summary: the next tick sends only a change.
        if (!lastSent.has(examId)) lastSent.set(examId, JSON.stringify(summary.groups));
        reply({ ok: true, summary });
      } catch (error) {
        reply({ ok: false, message: error instanceof HttpError ? error.message : 'Please try again' });
      }
    });
    socket.on(monitorSocketEvents.unwatch, (input: unknown) => {
      const examId = (input as { examId?: unknown } | null)?.examId;
      if (typeof examId === 'string') void socket.leave(monitorRoom(examId));
    });
  });
  return ctx.sessions.onEnded((tokenHashes) => {
    nsp.in(tokenHashes.map(sessionRoom)).disconnectSockets(true);
  });
}
