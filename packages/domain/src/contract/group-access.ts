import { z } from 'zod';
import { id } from './common';
import { defineRoutes, staff } from './route';

/** What students see of one subject: how many of its items, and whether they may ask questions in it. */
export const subjectAccess = z.object({
  _id: z.string(),
  name: z.string(),
  /** How many of its lectures, chapters and question solves the students see. */
  items: z.number(),
  /** The students may ask questions in this subject (Q&A of the course and of the subject on). */
  qa: z.boolean(),
});

/** What students see of one course. */
export const courseAccess = z.object({
  _id: z.string(),
  name: z.string(),
  /** The group grants the whole course (else only some of its items). */
  whole: z.boolean(),
  /** The subjects seen, in staff order. */
  subjects: z.array(subjectAccess),
});
export type CourseAccessView = z.infer<typeof courseAccess>;

/** GET /staff/groups/{groupId}/access: what the group's students see, course by course. */
export const groupAccess = z.object({
  /** How many students the group has. */
  members: z.number(),
  /** The courses the group grants whole, in the order they were given. */
  courseIds: z.array(z.string()),
  courses: z.array(courseAccess),
});
export type GroupAccess = z.infer<typeof groupAccess>;

/** What a change takes away from one subject. */
export const subjectLoss = z.object({
  _id: z.string(),
  name: z.string(),
  /** How many items the students no longer see. */
  items: z.number(),
  /** The students can no longer ask questions in it. */
  qa: z.boolean(),
});

/** What a change takes away from one course. */
export const courseLoss = z.object({
  _id: z.string(),
  name: z.string(),
  /** The students no longer see the course at all. */
  gone: z.boolean(),
  subjects: z.array(subjectLoss),
});
export type CourseLossView = z.infer<typeof courseLoss>;

/** What a change of a group's courses would take away (nothing: `loss` empty). */
export const groupCoursesCheck = z.object({
  /** How many students would lose it. */
  members: z.number(),
  loss: z.array(courseLoss),
});
export type GroupCoursesCheck = z.infer<typeof groupCoursesCheck>;

const courseIds = z
  .array(id)
  .max(50)
  .refine((ids) => new Set(ids).size === ids.length, 'a course is listed twice');

/** POST /staff/groups/{groupId}/courses/check body: the courses the group would grant whole. */
export const groupCoursesBody = z.object({ courseIds });

/**
 * PUT /staff/groups/{groupId}/courses body. A change that takes content away from the group's students
 * is refused (409) unless `confirmLoss: true`: check it first to show what they lose.
 */
export const setGroupCoursesBody = z.object({ courseIds, confirmLoss: z.boolean().optional() });
export type SetGroupCoursesBody = z.infer<typeof setGroupCoursesBody>;

// Moderators manage groups: they may give courses too.
const granter = staff('contentUploader', 'moderator');
const groupParams = z.object({ groupId: id });

/** A group's courses and what its students see. */
export const groupAccessRoutes = defineRoutes('staff content', {
  groupAccess: {
    method: 'GET',
    path: '/staff/groups/:groupId/access',
    access: granter,
    summary: "What a group's students see: each course, whole or item by item, its subjects and Q&A",
    params: groupParams,
    data: groupAccess,
  },
  checkGroupCourses: {
    method: 'POST',
    path: '/staff/groups/:groupId/courses/check',
    access: granter,
    summary: "What a change of a group's courses would take away from its students",
    params: groupParams,
    body: groupCoursesBody,
    data: groupCoursesCheck,
  },
  setGroupCourses: {
    method: 'PUT',
    path: '/staff/groups/:groupId/courses',
    access: granter,
    summary: 'Give a group its courses (each whole); a change that takes content away needs confirmLoss',
    params: groupParams,
    body: setGroupCoursesBody,
    data: groupAccess,
  },
});
