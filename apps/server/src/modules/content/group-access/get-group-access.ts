import { accessOf, accessView, courseIdsOf, type GroupGrants } from '@lms/domain';
import type { GroupAccess } from '@lms/domain/contract';
import type { Queryable } from '../../../db/client';
import { notFound } from '../../../lib/http-error';
import { grantsOfGroups } from '../access-repository';
import { coursesOfGroup, groupExists } from '../group-items-repository';
import { accessCatalogue, memberCount } from './group-access-repository';

/** What the holders of these grants see, course by course (the student's own rule, `accessOf`). */
export async function viewOfGrants(db: Queryable, grants: GroupGrants) {
  const access = accessOf([grants]);
  return accessView(access, await accessCatalogue(db, courseIdsOf(access)));
}

/** The grants of a group, its courses in the order they were given; 404 when there is no such group. */
export async function grantsOfGroup(db: Queryable, groupId: string): Promise<GroupGrants> {
  if (!(await groupExists(db, groupId))) throw notFound('No such group');
  const [courses, grants] = await Promise.all([coursesOfGroup(db, groupId), grantsOfGroups(db, [groupId])]);
  return { ...grants, courseIds: courses.map((c) => c.id) };
}

/** What a group's students see: each course, whole or item by item, its subjects, items and Q&A. */
export async function getGroupAccess(db: Queryable, groupId: string): Promise<GroupAccess> {
  const grants = await grantsOfGroup(db, groupId);
  const [members, courses] = await Promise.all([memberCount(db, groupId), viewOfGrants(db, grants)]);
  return { members, courseIds: [...grants.courseIds], courses };
}
