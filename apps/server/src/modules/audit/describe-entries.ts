import type { InstituteTime } from '@lms/domain';
import {
  AUDIT_TARGET_KINDS,
  type AuditTargetKind,
  auditActionOf,
  auditActionText,
  auditChanges,
  htmlToPlainText,
} from '@lms/domain';
import type { AuditEntry, AuditTarget } from '@lms/domain/contract';
import type { Db } from '../../db/client';
import type { auditLog } from '../../db/schema';
import { findNames, findStaffRoles } from './target-repository';

type Row = typeof auditLog.$inferSelect;

const MAX_STUDENTS = 20;
const QUESTION_WORDS = 8;

// A question's title is rich text: its first words name it.
const firstWords = (html: string) => {
  const words = htmlToPlainText(html).split(/\s+/).filter(Boolean);
  return words.length > QUESTION_WORDS ? `${words.slice(0, QUESTION_WORDS).join(' ')}…` : words.join(' ');
};

const listedStudents = (row: Row): string[] => {
  const key = auditActionOf(row.section, row.action)?.students;
  const listed =
    key && typeof row.body === 'object' && row.body ? (row.body as Record<string, unknown>)[key] : [];
  return Array.isArray(listed)
    ? listed
        .filter((id): id is string => row.targetIds.includes(String(id).toLowerCase()))
        .slice(0, MAX_STUDENTS)
    : [];
};

/**
 * Audit rows as the log shows them: the action in words, the staff member's roles, the target and listed
 * students by name, and what changed in words. Names are looked up once per kind for all the rows.
 */
export async function describeEntries(db: Db, rows: Row[], time: InstituteTime): Promise<AuditEntry[]> {
  const wanted = new Map<AuditTargetKind, Set<string>>(AUDIT_TARGET_KINDS.map((k) => [k, new Set()]));
  for (const row of rows) {
    if (row.targetKind && row.targetId) wanted.get(row.targetKind as AuditTargetKind)?.add(row.targetId);
    for (const id of listedStudents(row)) wanted.get('student')?.add(id.toLowerCase());
  }
  const staffIds = [...new Set(rows.flatMap((r) => (r.staffId ? [r.staffId] : [])))];
  const [named, roles] = await Promise.all([
    Promise.all(
      [...wanted].map(async ([kind, ids]) => {
        const found = await findNames(db, kind, [...ids]);
        return found.map(
          (r) => [`${kind}:${r.id}`, kind === 'question' ? firstWords(r.name) : r.name] as const,
        );
      }),
    ),
    findStaffRoles(db, staffIds),
  ]);
  const names = new Map<string, string>(named.flat());
  const rolesOf = new Map(roles.map((r) => [r.id, r.roles]));
  const target = (kind: string, id: string): AuditTarget => ({
    kind,
    id,
    name: names.get(`${kind}:${id}`) ?? null,
  });
  return rows.map((row) => ({
    _id: row.id,
    staffId: row.staffId,
    username: row.username,
    name: row.name,
    section: row.section,
    action: row.action,
    method: row.method,
    path: row.path,
    body: row.body,
    before: row.before,
    after: row.after,
    status: row.status,
    ip: row.ip,
    at: row.createdAt.toISOString(),
    roles: row.staffId ? (rolesOf.get(row.staffId) ?? []) : [],
    actionText: auditActionText(row.section, row.action),
    target: row.targetKind && row.targetId ? target(row.targetKind, row.targetId) : null,
    students: listedStudents(row).map((s) => target('student', s.toLowerCase())),
    changes: auditChanges(row.before, row.after, time),
  }));
}
