import { randomInt } from 'node:crypto';
import { toUsername } from '@lms/domain';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { students } from '../../db/schema';
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

/**
 * Admits students, or updates the ones whose number is on the roster already (re-importing a roster is
 * how institutes keep it in sync), and adds them to their groups. One transaction.
 */
export async function admitStudents(
  ctx: Pick<AppContext, 'db'>,
  admissions: Admission[],
): Promise<{ id: string; username: string; created: boolean }[]> {
  return ctx.db.transaction(async (tx) => {
    const out: { id: string; username: string; created: boolean }[] = [];
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
      for (const groupId of a.groupIds) await addMembers(tx, groupId, [row.id]);
      out.push(row);
    }
    return out;
  });
}
