import { STAFF_SOCKET_NAMESPACE } from '@lms/domain/contract';
import { io, type Socket } from 'socket.io-client';
import { getSessionId } from './session';

/** Opens a staff socket with the console's session, or null when signed out. Disconnect it when done. */
export function openStaffSocket(): Socket | null {
  const sessionId = getSessionId();
  if (!sessionId) return null;
  return io(STAFF_SOCKET_NAMESPACE, {
    path: '/socket.io',
    query: { sessionId },
    // Its own connection: the query (the session) belongs to the connection, not the namespace.
    forceNew: true,
  });
}
