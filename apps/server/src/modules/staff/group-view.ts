import type { GroupRow } from '@lms/domain/contract';

/** A group row (with member count and course name) as the API shows it. */
export function toGroupRow(g: {
  id: string;
  name: string;
  courseId: string | null;
  courseName: string;
  members: number;
  createdAt: Date;
  archivedAt: Date | null;
}): GroupRow {
  return {
    _id: g.id,
    name: g.name,
    courseId: g.courseId,
    courseName: g.courseName,
    members: g.members,
    createdAt: g.createdAt.toISOString(),
    archivedAt: g.archivedAt?.toISOString() ?? null,
  };
}
