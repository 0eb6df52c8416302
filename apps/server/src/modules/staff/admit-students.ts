import { randomInt } from 'node:crypto';
import { toUsername } from '@lms/domain';
import type { AppContext } from '../../context';
import { refuseTakenRolls } from './refuse-taken-rolls';
import { upsertStudents, type WrittenStudent } from './roster-repository';

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
export type AdmittedStudent = WrittenStudent;

/**
 * Admits students, or updates the ones whose number is on the roster already (re-importing a roster is
 * how institutes keep it in sync), and adds them to their groups. One transaction; a roll another
 * student has (or two of these share) is a 409 and nothing is written.
 */
export function admitStudents(
  ctx: Pick<AppContext, 'db'>,
  admissions: Admission[],
): Promise<AdmittedStudent[]> {
  const records = admissions.map(({ phone, ...a }) => ({ ...a, username: toUsername(phone) }));
  return ctx.db.transaction(async (tx) => {
    await refuseTakenRolls(
      tx,
      records.map((r) => ({ sid: r.sid, holder: r.username })),
      'username',
    );
    return upsertStudents(tx, records, newStudentCode);
  });
}
