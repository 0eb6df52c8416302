import type { AppContext } from '../../context';
import { findStudentGroups } from './snapshot-repository';

// A bulk change keeps the groups of its first students only; the body lists them all.
const MAX_STUDENTS = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The groups students are in, by name, for the audit log's before and after of a group change: one
 * student's as `{ groups }`, several students' as `{ groups: { "Name (roll)": [...] } }`.
 */
export async function studentGroups(ctx: Pick<AppContext, 'db'>, studentIds: readonly string[]) {
  const ids = [...new Set(studentIds.filter((id) => UUID.test(id)))].slice(0, MAX_STUDENTS);
  const byStudent = new Map<string, { label: string; groups: string[] }>();
  for (const row of await findStudentGroups(ctx.db, ids)) {
    const entry = byStudent.get(row.id) ?? { label: `${row.name} (${row.sid})`, groups: [] };
    if (row.group !== null) entry.groups.push(row.group);
    byStudent.set(row.id, entry);
  }
  const [only, ...more] = [...byStudent.values()];
  if (!only) return null;
  if (more.length === 0) return { groups: only.groups };
  return { groups: Object.fromEntries([only, ...more].map((s) => [s.label, s.groups])) };
}
