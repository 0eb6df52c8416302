import { randomInt } from 'node:crypto';
import { toUsername } from '@lms/domain';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { students } from '../../db/schema';
import { notifyAddedToGroup } from '../notifications/notify-events';
import { addMembers } from './org-repository';

/** One admitted student: the details from the admission form. */
export interface Admission {
  name: string;
  sid: string;
  /** The 11-digit local mobile number, already checked. */
  phone: string;
  contact: string;
  branchId: string | null;
  session: string;
  groupIds: string[];
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A student's unique code: 8 characters without look-alikes (0/O, 1/I). */
export function newStudentCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** An admitted (or updated) student, with the groups they were newly added to. */
export interface AdmittedStudent {
  id: string;
  username: string;
  created: boolean;
  joinedGroupIds: string[];
}

/** Tells each student the groups they were newly added to (after the admission has committed). */
export async function notifyJoinedGroups(
  ctx: AppContext,
  admitted: readonly AdmittedStudent[],
): Promise<void> {
  const byGroup = new Map<string, string[]>();
  for (const a of admitted)
    for (const g of a.joinedGroupIds) byGroup.set(g, [...(byGroup.get(g) ?? []), a.id]);
  for (const [groupId, studentIds] of byGroup) await notifyAddedToGroup(ctx, groupId, studentIds);
}

/**
 * Admits students, or updates the ones whose number is on the roster already (re-importing a roster is
 * how institutes keep it in sync), and adds them to their groups. One transaction.
 */
export async function admitStudents(
  ctx: Pick<AppContext, 'db'>,
  admissions: Admission[],
): Promise<AdmittedStudent[]> {
  return ctx.db.transaction(async (tx) => {
    const out: AdmittedStudent[] = [];
    for (const a of admissions) {
      const values = {
        name: a.name,
        sid: a.sid,
        username: toUsername(a.phone),
        contact: a.contact,
        branchId: a.branchId,
        session: a.session,
      };
      const [row] = await tx
        .insert(students)
        .values({ ...values, code: newStudentCode() })
        .onConflictDoUpdate({
          target: students.username,
          set: {
            name: values.name,
            sid: values.sid,
            contact: values.contact,
            branchId: values.branchId,
            session: values.session,
          },
        })
        .returning({ id: students.id, username: students.username, created: sql<boolean>`(xmax = 0)` });
      if (!row) continue;
      const joined: string[] = [];
      for (const groupId of a.groupIds) {
        if ((await addMembers(tx, groupId, [row.id])).length) joined.push(groupId);
      }
      out.push({ ...row, joinedGroupIds: joined });
    }
    return out;
  });
}
