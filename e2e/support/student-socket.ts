import { EXAM_PRESENCE_EVENT } from '@lms/domain/contract';
import { io, type Socket } from 'socket.io-client';

/**
 * A student's socket saying it is on the exam's live page, as the student app's is (the exam-day
 * monitor counts the student as there while it is open). Resolves once the server took it; disconnect
 * it when done.
 */
export async function socketOnExamPage(baseURL: string, session: string, examId: string): Promise<Socket> {
  const socket = io(baseURL, {
    path: '/socket.io',
    query: { sessionId: session },
    transports: ['websocket'],
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  await socket.timeout(10_000).emitWithAck(EXAM_PRESENCE_EVENT, { examId });
  return socket;
}
