import { orgArchiveRoutes } from '@lms/domain/contract';
import { implement } from '../../plugins/route-registrar';
import { recordBefore } from '../audit/audit-trail';
import { archiveBranch, branchArchiveImpact } from './archive-branch';
import { archiveGroup, groupArchiveImpact } from './archive-group';

/** Archiving groups and branches, each change audited with its state before. */
export const orgArchiveModule = implement(orgArchiveRoutes, {
  groupArchiveImpact: async ({ ctx, params }) => groupArchiveImpact(ctx, params.groupId),
  archiveGroup: async ({ ctx, params, body, request }) => {
    await recordBefore(request, () => groupArchiveImpact(ctx, params.groupId));
    return archiveGroup(ctx, params.groupId, body.archived);
  },
  branchArchiveImpact: async ({ ctx, params }) => branchArchiveImpact(ctx, params.branchId),
  archiveBranch: async ({ ctx, params, body, request }) => {
    await recordBefore(request, () => branchArchiveImpact(ctx, params.branchId));
    return archiveBranch(ctx, params.branchId, body.archived);
  },
});
