import { normalizePhone } from '@lms/domain';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/http-error';
import { deleteOptOut, findOptOut, insertOptOut, listOptOutRows } from './sms-repository';

const view = (row: { phone: string; note: string; createdAt: Date }) => ({
  phone: row.phone,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
});

function localOf(phone: string): string {
  const local = normalizePhone(phone);
  if (!local) throw badRequest('Not a mobile number', 'Give a mobile number as 01XXXXXXXXX.');
  return local;
}

/** GET /staff/sms/opt-outs. */
export async function listOptOuts(ctx: AppContext) {
  return (await listOptOutRows(ctx.db)).map(view);
}

/** POST /staff/sms/opt-outs: the number is not texted from now on (already queued messages included). */
export async function addOptOut(ctx: AppContext, staffId: string, input: { phone: string; note: string }) {
  return view(
    await insertOptOut(ctx.db, {
      phone: localOf(input.phone),
      note: input.note,
      createdBy: staffId,
      createdAt: ctx.now(),
    }),
  );
}

/** DELETE /staff/sms/opt-outs/{phone}. */
export async function removeOptOut(ctx: AppContext, phone: string) {
  return { removed: await deleteOptOut(ctx.db, localOf(phone)) };
}

/** An opt-out as the audit log keeps it before it is removed (undefined when the number has none). */
export async function optOutBefore(ctx: Pick<AppContext, 'db'>, phone: string) {
  const local = normalizePhone(phone);
  const row = local ? await findOptOut(ctx.db, local) : undefined;
  return row && view(row);
}
