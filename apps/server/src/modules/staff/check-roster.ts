import { normalizePhone, rollClashes, toUsername } from '@lms/domain';
import type { RosterError, RosterRow } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import type { Admission } from './admit-students';
import { listBranches, listGroups } from './org-repository';
import { rollHolders } from './roster-repository';
import { admittedUsernames } from './student-admin-repository';

/** A roster row that passed the check, ready to admit; `newBranch`: a branch to create first, by this name. */
export type CheckedRow = Admission & { row: number; newBranch?: string };

/** The rows of a roster split into the ones to admit and one error line per bad row. */
export interface CheckedRoster {
  good: CheckedRow[];
  errors: RosterError[];
  /** The branches named that do not exist yet (only with `createBranches`), as first spelled. */
  newBranches: string[];
}

/** How rows are checked beyond the rule: a number admitted already, and branches not made yet. */
export interface RosterCheckOptions {
  /** `'reject'`: a number admitted already is an error; `'update'`: the row updates that student. */
  existing: 'reject' | 'update';
  /** True: a branch that does not exist yet is no error; the row names it to create. */
  createBranches?: boolean;
}

// Where staff make branches, for the error of a branch the institute does not have.
const BRANCH_HINT = 'branches are made in Groups > Branches, or the import can create them';

/**
 * The one rule a roster row must pass, for the preview and every import: name and roll present, a roll
 * no other student has and not given to another number earlier in the file, a valid mobile number not
 * repeated in the file, a valid guardian's number if any, a known branch and known
 * groups (names, any case). With `existing: 'reject'` a number admitted already is an error; with
 * `'update'` the row updates that student (how the CSV import keeps a roster in sync). Phones may be
 * typed in Bengali digits; they are stored in English ones.
 */
export async function checkRoster(
  ctx: Pick<AppContext, 'db'>,
  rows: readonly RosterRow[],
  { existing, createBranches = false }: RosterCheckOptions,
): Promise<CheckedRoster> {
  const branchByName = new Map((await listBranches(ctx.db)).map((b) => [b.name.toLowerCase(), b.id]));
  const groupByName = new Map((await listGroups(ctx.db)).map((g) => [g.name.toLowerCase(), g.id]));
  const phones = rows.map((r) => normalizePhone(r.phone)).filter((p): p is string => p !== null);
  const admitted =
    existing === 'reject' ? await admittedUsernames(ctx.db, phones.map(toUsername)) : new Set<string>();
  const held = await rollHolders(
    ctx.db,
    rows.map((r) => r.sid),
  );
  // A row with no valid number has no student to keep a roll for: it is reported for its number.
  const rollClash = rollClashes(
    rows.map((r) => ({ sid: r.sid, holder: toUsername(normalizePhone(r.phone) ?? `row ${r.row}`) })),
    held.map((h) => ({ sid: h.sid, holder: h.username })),
  );
  const errors: RosterError[] = [];
  const newBranches = new Map<string, string>();
  const seen = new Map<string, number>();
  const good: CheckedRow[] = [];

  for (const [index, r] of rows.entries()) {
    const problems: string[] = [];
    const phone = normalizePhone(r.phone);
    const clash = rollClash[index];
    if (!r.name) problems.push('name is empty');
    if (!r.sid) problems.push('roll is empty');
    else if (clash?.kind === 'held') problems.push(`roll ${r.sid} belongs to another student`);
    else if (clash) problems.push(`roll ${r.sid} is already on line ${rows[clash.first]!.row}`);
    if (!phone) problems.push(`phone "${r.phone}" is not a valid mobile number`);
    else if (seen.has(phone)) problems.push(`phone ${phone} is already on line ${seen.get(phone)}`);
    else if (admitted.has(toUsername(phone))) problems.push(`phone ${phone} is admitted already`);
    if (r.contact && !normalizePhone(r.contact))
      problems.push(`contact "${r.contact}" is not a valid mobile number`);
    let branchId: string | null = null;
    let newBranch: string | undefined;
    if (r.branch) {
      const key = r.branch.toLowerCase();
      branchId = branchByName.get(key) ?? null;
      if (!branchId && createBranches) {
        newBranch = newBranches.get(key) ?? r.branch;
        newBranches.set(key, newBranch);
      } else if (!branchId) problems.push(`no branch named "${r.branch}" (${BRANCH_HINT})`);
    }
    const groupIds: string[] = [];
    for (const name of r.groups
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const id = groupByName.get(name.toLowerCase());
      if (id) groupIds.push(id);
      else problems.push(`no group named "${name}"`);
    }
    if (phone && !seen.has(phone)) seen.set(phone, r.row);
    if (problems.length || !phone) {
      errors.push({ row: r.row, name: r.name, sid: r.sid, message: problems.join('; ') });
      continue;
    }
    const contact = r.contact ? normalizePhone(r.contact)! : '';
    good.push({
      row: r.row,
      name: r.name,
      sid: r.sid,
      phone,
      contact,
      branchId,
      session: r.session,
      groupIds,
      ...(newBranch ? { newBranch } : {}),
    });
  }
  return { good, errors, newBranches: [...newBranches.values()] };
}
