import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { groupMembers } from '../../db/schema';

/** Which of `groupIds` the student is a member of. */
export async function findMemberGroupIds(
  db: Queryable,
  studentId: string,
  groupIds: string[],
): Promise<string[]> {
  const rows = await db
    .select({ groupId: groupMembers.groupId })
    .from(groupMembers)
    .where(and(eq(groupMembers.studentId, studentId), inArray(groupMembers.groupId, groupIds)));
  return rows.map((r) => r.groupId);
}
