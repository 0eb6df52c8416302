import { normalizePhone } from '@lms/domain';
import type { ImportReport } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { parseCsvRecords } from '../../lib/csv';
import { badRequest } from '../../lib/http-error';
import { type Admission, admitStudents } from './admit-students';
import { notifyJoinedGroups } from './notify-joined-groups';
import { listBranches, listGroups } from './org-repository';

const REQUIRED = ['name', 'sid', 'phone'];

/**
 * Imports a roster CSV with the columns name, sid, phone, contact, branch, session, groups (group names
 * separated by `;`). Good rows are admitted (or updated); bad rows are reported, not guessed at.
 */
export async function importRoster(ctx: AppContext, csv: string): Promise<ImportReport> {
  const { header, records } = parseCsvRecords(csv);
  const missing = REQUIRED.filter((c) => !header.includes(c));
  if (missing.length)
    throw badRequest('The roster is missing columns', `Add the column(s): ${missing.join(', ')}.`);
  if (records.length === 0)
    throw badRequest('The roster is empty', 'Add one student per line under the header.');
  if (records.length > 20_000)
    throw badRequest('The roster is too long', 'Import at most 20,000 students at once.');

  const branchByName = new Map((await listBranches(ctx.db)).map((b) => [b.name.toLowerCase(), b.id]));
  const groupByName = new Map((await listGroups(ctx.db)).map((g) => [g.name.toLowerCase(), g.id]));
  const errors: ImportReport['errors'] = [];
  const seen = new Map<string, number>();
  const good: Admission[] = [];

  records.forEach((r, index) => {
    const row = index + 2; // line 1 is the header
    const problems: string[] = [];
    const name = r.name ?? '';
    const sid = r.sid ?? '';
    const phone = normalizePhone(r.phone ?? '');
    if (!name) problems.push('name is empty');
    if (!sid) problems.push('sid (roll) is empty');
    if (!phone) problems.push(`phone "${r.phone ?? ''}" is not a valid mobile number`);
    else if (seen.has(phone)) problems.push(`phone ${phone} is already on line ${seen.get(phone)}`);
    const contact = r.contact ?? '';
    if (contact && !normalizePhone(contact))
      problems.push(`contact "${contact}" is not a valid mobile number`);
    let branchId: string | null = null;
    if (r.branch) {
      branchId = branchByName.get(r.branch.toLowerCase()) ?? null;
      if (!branchId) problems.push(`no branch named "${r.branch}"`);
    }
    const groupIds: string[] = [];
    for (const g of (r.groups ?? '')
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const id = groupByName.get(g.toLowerCase());
      if (id) groupIds.push(id);
      else problems.push(`no group named "${g}"`);
    }
    if (phone && !seen.has(phone)) seen.set(phone, row);
    if (problems.length || !phone) {
      errors.push({ row, message: problems.join('; ') });
      return;
    }
    good.push({ name, sid, phone, contact, branchId, session: r.session ?? '', groupIds });
  });

  const done = good.length ? await admitStudents(ctx, good) : [];
  await notifyJoinedGroups(ctx, done);
  const created = done.filter((d) => d.created).length;
  return { created, updated: done.length - created, errors };
}
