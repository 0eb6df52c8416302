import { auditRoutes } from '@lms/domain/contract';
import { implement } from '../../plugins/route-registrar';
import { exportAudit } from './export-audit';
import { getAuditFilters } from './get-audit-filters';
import { listAudit } from './list-audit';

/** The audit log of staff writes (admin only). */
export const auditModule = implement(auditRoutes, {
  listAudit: async ({ ctx, query }) => listAudit(ctx, query),
  auditFilters: async ({ ctx }) => getAuditFilters(ctx),
  exportAudit: async ({ ctx, query, reply }) => {
    const file = await exportAudit(ctx, query);
    return reply
      .header('content-type', file.type)
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .send(file.body);
  },
});
