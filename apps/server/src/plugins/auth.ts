import { type StaffRole, sessionIdOf } from '@lms/domain';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Principal } from '../context';
import { forbidden, notLoggedIn } from '../lib/http-error';

/**
 * The session token of a request: `Authorization: <sessionId>`, also as `Bearer <sessionId>` or
 * `"<sessionId>"` (quoted, as the original student client sends it).
 */
export function readToken(request: FastifyRequest): string | null {
  return sessionIdOf(request.headers.authorization);
}

async function authenticate(request: FastifyRequest): Promise<Principal> {
  const token = readToken(request);
  if (!token) throw notLoggedIn();
  const found = await request.server.ctx.sessions.check(token);
  if (!found) throw notLoggedIn();
  if (!('principal' in found)) {
    throw notLoggedIn(
      'Your account was deactivated by the institute',
      'Please contact the institute to use your account again.',
    );
  }
  request.principal = found.principal;
  request.sessionTokenHash = found.tokenHash;
  return found.principal;
}

/** Pre-handler: a signed-in student, else 401 notLoggedIn (a staff session gets 403). */
export const requireStudent: onRequestAsyncHookHandler = async (
  request: FastifyRequest,
  _reply: FastifyReply,
) => {
  const principal = await authenticate(request);
  if (principal.type === 'guardian') throw forbidden('Students only', guardianRefusal);
  if (principal.type !== 'student') throw forbidden('Students only', 'This is a student call.');
};

/** Pre-handler: a signed-in student or staff member (a guardian session gets 403). */
export const requireSignedIn: onRequestAsyncHookHandler = async (request: FastifyRequest) => {
  const principal = await authenticate(request);
  if (principal.type === 'guardian') throw forbidden('Not for guardians', guardianRefusal);
};

const guardianRefusal = 'A guardian can see the children’s pages but not act for them.';

/** Pre-handler: a signed-in guardian (a student or staff session gets 403). */
export const requireGuardian: onRequestAsyncHookHandler = async (request: FastifyRequest) => {
  const principal = await authenticate(request);
  if (principal.type !== 'guardian') throw forbidden('Guardians only', 'This is a guardian call.');
};

/** Pre-handler factory: a staff member holding one of `roles` (admin always passes). */
export function requireStaff(...roles: StaffRole[]): onRequestAsyncHookHandler {
  return async (request: FastifyRequest) => {
    const principal = await authenticate(request);
    if (principal.type !== 'staff') throw forbidden('Staff only', 'This call is for staff accounts.');
    const allowed = principal.roles.includes('admin') || roles.some((r) => principal.roles.includes(r));
    if (!allowed)
      throw forbidden('Not allowed', `This needs one of the roles: ${['admin', ...roles].join(', ')}.`);
  };
}

/** The signed-in student of a request guarded by `requireStudent`. */
export function studentOf(request: FastifyRequest): Extract<Principal, { type: 'student' }> {
  const p = request.principal;
  if (p?.type !== 'student') throw notLoggedIn();
  return p;
}

/** The signed-in staff member of a request guarded by `requireStaff`. */
export function staffOf(request: FastifyRequest): Extract<Principal, { type: 'staff' }> {
  const p = request.principal;
  if (p?.type !== 'staff') throw notLoggedIn();
  return p;
}
