import { auditActionKinds } from '@lms/domain';
import type { AuditFilters } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { findAuditPeople } from './audit-repository';
import { auditedSections } from './audited-sections';

/** The audit log's filter choices: the sections staff write through, everyone in the log, the actions. */
export async function getAuditFilters(ctx: AppContext): Promise<AuditFilters> {
  return {
    sections: auditedSections(ctx),
    people: await findAuditPeople(ctx.db),
    actions: auditActionKinds(),
  };
}
