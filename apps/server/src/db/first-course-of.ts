import { type AnyColumn, sql } from 'drizzle-orm';
import { groupCourses } from './schema';

/**
 * The first course a group was given (null for none), as a column: the wire formats with one `courseId`
 * per group (the student's profile, the exam's group) show that one.
 */
export function firstCourseIdOf(groupId: AnyColumn) {
  return sql<
    string | null
  >`(select ${groupCourses.courseId} from ${groupCourses} where ${groupCourses.groupId} = ${groupId} order by ${groupCourses.createdAt}, ${groupCourses.courseId} limit 1)`;
}
