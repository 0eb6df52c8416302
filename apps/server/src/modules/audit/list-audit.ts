import type { AuditListQuery, AuditPage } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { searchAudit } from './audit-repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d\d-\d\d$/;

// A bare day bounds by the whole day (UTC): `to` reaches its last moment.
function bound(value: string | undefined, end: boolean): Date | undefined {
  if (!value) return undefined;
  if (DAY.test(value)) return new Date(`${value}T${end ? '23:59:59.999' : '00:00:00.000'}Z`);
  return new Date(value);
}

/** A page of the audit log, newest first, filtered by staff member (id or username), section and dates. */
export async function listAudit(ctx: Pick<AppContext, 'db'>, query: AuditListQuery): Promise<AuditPage> {
  const who = query.staff;
  const { rows, total } = await searchAudit(ctx.db, {
    ...(who && UUID.test(who) ? { staffId: who.toLowerCase() } : {}),
    ...(who ? { username: who.toLowerCase() } : {}),
    ...(query.section ? { section: query.section } : {}),
    ...(query.from ? { from: bound(query.from, false) } : {}),
    ...(query.to ? { to: bound(query.to, true) } : {}),
    limit: query.limit,
    offset: query.offset,
  });
  return {
    items: rows.map(({ id, createdAt, status, ...row }) => ({
      _id: id,
      ...row,
      status,
      at: createdAt.toISOString(),
    })),
    total,
  };
}
