import type { AuditExportQuery, AuditListQuery, AuditPage } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { getBranding } from '../branding/get-branding';
import { type AuditSearch, searchAudit } from './audit-repository';
import { describeEntries } from './describe-entries';
import { findTargetIds } from './target-repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d\d-\d\d$/;

// A bare day bounds by the whole day (UTC): `to` reaches its last moment.
function bound(value: string | undefined, end: boolean): Date | undefined {
  if (!value) return undefined;
  if (DAY.test(value)) return new Date(`${value}T${end ? '23:59:59.999' : '00:00:00.000'}Z`);
  return new Date(value);
}

// How many students, groups and exams of each kind a target search may match.
const TARGET_MATCHES = 200;

type Filters = Omit<AuditExportQuery, 'format'>;

/** An audit search from the log's filters; a target search is first turned into the ids it matches. */
export async function auditSearch(
  ctx: Pick<AppContext, 'db'>,
  query: Filters,
  page: Pick<AuditSearch, 'limit' | 'offset'>,
): Promise<AuditSearch> {
  const who = query.staff;
  return {
    ...(who && UUID.test(who) ? { staffId: who.toLowerCase() } : {}),
    ...(who ? { username: who.toLowerCase() } : {}),
    ...(query.section ? { section: query.section } : {}),
    ...(query.from ? { from: bound(query.from, false) } : {}),
    ...(query.to ? { to: bound(query.to, true) } : {}),
    ...(query.action ? { actions: query.action.split(',') } : {}),
    ...(query.target ? { targetIds: await findTargetIds(ctx.db, query.target, TARGET_MATCHES) } : {}),
    ...page,
  };
}

/**
 * A page of the audit log, newest first, filtered by staff member (id or username), section, action,
 * target and dates; each entry named and told in words.
 */
export async function listAudit(ctx: AppContext, query: AuditListQuery): Promise<AuditPage> {
  const search = await auditSearch(ctx, query, { limit: query.limit, offset: query.offset });
  const { rows, total } = await searchAudit(ctx.db, search);
  return { items: await describeEntries(ctx.db, rows, await getBranding(ctx)), total };
}
