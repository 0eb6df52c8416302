import type { GroupRow, GroupView } from '@lms/domain/contract';

/** A group as the API shows it: its courses, and the first of them as `courseId`. */
export function toGroupView(g: { id: string; name: string; courseIds: string[] }): GroupView {
  return { _id: g.id, name: g.name, courseId: g.courseIds[0] ?? null, courseIds: g.courseIds };
}

/** A group row (with member count and course names) as the API shows it. */
export function toGroupRow(g: {
  id: string;
  name: string;
  courseIds: string[];
  courseName: string;
  members: number;
  createdAt: Date;
  archivedAt: Date | null;
}): GroupRow {
  return {
    ...toGroupView(g),
    courseName: g.courseName,
    members: g.members,
    createdAt: g.createdAt.toISOString(),
    archivedAt: g.archivedAt?.toISOString() ?? null,
  };
}
