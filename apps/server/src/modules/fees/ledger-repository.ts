import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { containsPattern } from '../../db/contains-pattern';
import { branches, courses, feeDiscounts, feeLedger, students } from '../../db/schema';

/** A student's name, roll and username; undefined when there is none. */
export async function findFeeStudent(db: Queryable, studentId: string) {
  const [row] = await db
    .select({ _id: students.id, name: students.name, sid: students.sid, username: students.username })
    .from(students)
    .where(eq(students.id, studentId));
  return row;
}

/** A student's ledger, oldest first. */
export async function ledgerEntries(db: Queryable, studentId: string) {
  return db
    .select()
    .from(feeLedger)
    .where(eq(feeLedger.studentId, studentId))
    .orderBy(asc(feeLedger.createdAt), asc(feeLedger.id));
}

/** Stores a discount given; answers its id. */
export async function insertDiscount(db: Queryable, values: Omit<typeof feeDiscounts.$inferInsert, 'id'>) {
  const [row] = await db.insert(feeDiscounts).values(values).returning({ id: feeDiscounts.id });
  return row!.id;
}

/** What the original client's receipt shows of a student on a course: names of branch, course, groups. */
export async function studentCourseInfo(db: Queryable, studentId: string, courseId: string) {
  const [row] = await db
    .select({
      name: students.name,
      sid: students.sid,
      branchName: branches.name,
      courseName: sql<string | null>`(select name from courses where id = ${courseId})`,
      groupNames: sql<
        string | null
      >`(select string_agg(g.name, ', ' order by g.name) from group_members m join groups g on g.id = m.group_id join group_courses c on c.group_id = g.id where m.student_id = ${students.id} and c.course_id = ${courseId})`,
    })
    .from(students)
    .leftJoin(branches, eq(branches.id, students.branchId))
    .where(eq(students.id, studentId));
  return row;
}

/** Up to 20 students whose name, roll or number holds `search`, by name. */
export async function searchFeeStudents(db: Queryable, search: string) {
  const pattern = containsPattern(search);
  return db
    .select({ _id: students.id, name: students.name, sid: students.sid, username: students.username })
    .from(students)
    .where(or(ilike(students.name, pattern), ilike(students.sid, pattern), ilike(students.username, pattern)))
    .orderBy(asc(students.name))
    .limit(20);
}

/** Every course by name. */
export async function courseNames(db: Queryable) {
  return db.select({ _id: courses.id, name: courses.name }).from(courses).orderBy(asc(courses.name));
}
