import type { AppContext } from '../../context';
import type { RouteObserver } from '../../plugins/route-registrar';
import { recordAfter, trailOfRequest } from './audit-trail';
import { isAudited, noteAuditedSection } from './audited-sections';
import { auditWritesSettled, recordWriteLater } from './record-write';
import { writeTarget } from './write-target';

/**
 * The audit log's watch over the routes: once a staff member's write has succeeded and its response is
 * sent, an entry is written in the background (who, the route, the body, before and after). It never
 * delays nor fails the call; a failed write of the entry is logged. Entries still being written when
 * the server stops are written before the database closes.
 */
export function auditObserver(ctx: AppContext): RouteObserver {
  return {
    watches: (route) => {
      if (!isAudited(route)) return false;
      noteAuditedSection(ctx, route);
      return true;
    },
    answered: recordAfter,
    sent: (name, route, request, reply) => {
      const principal = request.principal;
      if (principal?.type !== 'staff' || reply.statusCode < 200 || reply.statusCode >= 300) return;
      const { before, after } = trailOfRequest(request);
      const body = route.streamBody ? null : request.body;
      recordWriteLater(
        ctx,
        {
          staff: { id: principal.id, username: principal.username, name: principal.name },
          section: route.tag,
          action: name,
          method: route.method,
          path: request.url,
          body,
          before,
          after,
          status: reply.statusCode,
          ip: request.ip,
          target: writeTarget(route.tag, name, { params: request.params, body, after }),
        },
        (err) => request.log.error({ err, route: name }, 'audit entry not written'),
      );
    },
    close: () => auditWritesSettled(ctx),
  };
}
