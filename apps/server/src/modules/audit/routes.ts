import { auditRoutes } from '@lms/domain/contract';
import { implement } from '../../plugins/route-registrar';
import { getAuditFilters } from './get-audit-filters';
import { listAudit } from './list-audit';

/** The audit log of staff writes (admin only). */
export const auditModule = implement(auditRoutes, {
  listAudit: async ({ ctx, query }) => listAudit(ctx, query),
  auditFilters: async ({ ctx }) => getAuditFilters(ctx),
});
