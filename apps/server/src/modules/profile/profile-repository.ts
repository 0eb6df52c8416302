import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { students } from '../../db/schema';

/** The fields a student may change on their own profile. */
export interface ProfileChanges {
  sscGpa?: number;
  hscGpa?: number;
  profilePic?: string;
}

/** Saves a student's own changes; false when there is no such student. */
export async function saveProfileChanges(db: Db, studentId: string, changes: ProfileChanges) {
  const rows = await db
    .update(students)
    .set(changes)
    .where(eq(students.id, studentId))
    .returning({ id: students.id });
  return rows.length > 0;
}
