import { EXAM_PRESENCE_EVENT } from '@lms/domain/contract';
import type { Server, Socket } from 'socket.io';
import type { RawSql } from '../raw-sql';
import type { ExamPresence } from './exam-presence';
import { findOpenExams } from './monitor-repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The student sockets' side of presence on one node: refresh it on each heartbeat, stop it on close. */
export interface StudentPresenceFeed {
  /** Places the sockets that never said where they are on the exams their students are sitting now. */
  refresh(): Promise<void>;
  stop(): void;
}

/**
 * Follows the student sockets of this node into `presence`: a socket of our student app says which
 * exam page it is on (EXAM_PRESENCE_EVENT); one that never says (the original client, whose socket is
 * open on every page) is placed on the exams its student is sitting, looked up at its connect and again
 * on every refresh (an exam started later is found then; its start counts meanwhile). A disconnect
 * (closed, or a dead connection found by the pings) takes the socket off at once.
 */
export function followStudentSockets(io: Server, sql: RawSql, presence: ExamPresence): StudentPresenceFeed {
  const undeclared = new Map<string, string>();
  const placeOnOpenExams = async (socketIds: readonly string[]) => {
    const students = [...new Set(socketIds.map((id) => undeclared.get(id)).filter((s) => s !== undefined))];
    if (students.length === 0) return;
    const byStudent = new Map<string, string[]>();
    for (const row of await findOpenExams(sql, students))
      byStudent.set(row.student_id, [...(byStudent.get(row.student_id) ?? []), row.exam_id]);
    for (const id of socketIds) {
      const studentId = undeclared.get(id);
      if (studentId) presence.place(id, studentId, byStudent.get(studentId) ?? []);
    }
  };
  const onConnection = (socket: Socket) => {
    const studentId = socket.data.studentId as string;
    undeclared.set(socket.id, studentId);
    placeOnOpenExams([socket.id]).catch((error: unknown) => presence.onError(error));
    socket.on(EXAM_PRESENCE_EVENT, (input: unknown, ack: unknown) => {
      const reply = typeof ack === 'function' ? (ack as (answer: unknown) => void) : () => {};
      const examId = (input as { examId?: unknown } | null)?.examId;
      if (examId !== null && !(typeof examId === 'string' && UUID.test(examId)))
        return reply({ ok: false, message: 'examId must be an id or null' });
      undeclared.delete(socket.id);
      presence.place(socket.id, studentId, examId ? [examId] : []);
      reply({ ok: true });
    });
    socket.on('disconnect', () => {
      undeclared.delete(socket.id);
      presence.drop(socket.id);
    });
  };
  const students = io.of('/');
  students.on('connection', onConnection);
  return {
    refresh: () => placeOnOpenExams([...undeclared.keys()]),
    stop: () => {
      students.off('connection', onConnection);
    },
  };
}
