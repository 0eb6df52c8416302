import { type RollHolder, rollClashes, rollTakenTitle } from '@lms/domain';
import type { Queryable } from '../../db/client';
import { conflict } from '../../lib/http-error';
import { lockRolls, rollHolders } from './roster-repository';

/**
 * Inside the transaction that writes the rolls: holds the roll lock, then refuses (409, naming the
 * roll) a roll another student has or that two of `wanted` share. `holder` is the student's id or
 * username, as `by` says.
 */
export async function refuseTakenRolls(
  tx: Queryable,
  wanted: readonly RollHolder[],
  by: 'id' | 'username',
): Promise<void> {
  await lockRolls(tx);
  const held = await rollHolders(
    tx,
    wanted.map((w) => w.sid),
  );
  const clashes = rollClashes(
    wanted,
    held.map((h) => ({ sid: h.sid, holder: h[by] })),
  );
  const at = clashes.findIndex(Boolean);
  if (at >= 0) {
    throw conflict(
      rollTakenTitle(wanted[at]!.sid),
      'Each student needs their own roll number: use another roll, or change the other student first.',
    );
  }
}
