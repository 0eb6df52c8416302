import type { AppContext } from '../../context';
import { slot } from '../../lib/context-slots';
import { insertAuditEntry } from './audit-repository';
import { auditValue } from './audit-value';
import type { WriteTarget } from './write-target';

/** A staff write as the registrar saw it, once its response is sent. */
export interface StaffWrite {
  staff: { id: string; username: string; name: string };
  section: string;
  action: string;
  method: string;
  path: string;
  body: unknown;
  before: unknown;
  after: unknown;
  status: number;
  ip: string;
  /** What the write was about; none when the route names no record. */
  target?: WriteTarget;
}

const pending = slot<Set<Promise<void>>>('audit writes pending');

/** Writes a staff write to the audit log: secrets removed, long parts cut, at the server's time. */
export async function recordWrite(ctx: AppContext, write: StaffWrite): Promise<void> {
  await insertAuditEntry(ctx.db, {
    staffId: write.staff.id,
    username: write.staff.username,
    name: write.staff.name,
    section: write.section,
    action: write.action,
    method: write.method,
    path: write.path,
    body: auditValue(write.body),
    before: auditValue(write.before),
    after: auditValue(write.after),
    status: write.status,
    ip: write.ip,
    createdAt: ctx.now(),
    ...write.target,
  });
}

/**
 * Records a write without making anyone wait: a failure is reported to `onError` and nothing else
 * happens (the write itself has succeeded and been answered).
 */
export function recordWriteLater(
  ctx: AppContext,
  write: StaffWrite,
  onError: (error: unknown) => void,
): void {
  const set = ctx.slots.get(pending, () => new Set());
  const done = recordWrite(ctx, write)
    .catch(onError)
    .finally(() => set.delete(done));
  set.add(done);
}

/** Resolves once every audit entry being written has been written (or has failed). */
export async function auditWritesSettled(ctx: AppContext): Promise<void> {
  await Promise.all(ctx.slots.find(pending) ?? []);
}
