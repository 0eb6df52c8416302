import { z } from 'zod';
import { messages } from '../messages';
import { normalizePhone } from '../phone';
import { STAFF_ROLES, type StaffRole } from '../roles';
import { id, text } from './common';
import { anyone, defineRoutes, type RouteAccess, staff } from './route';

/** A mobile number as typed on a form; checked here, normalized by the use case. */
const phone = z
  .string()
  .trim()
  .refine((p) => normalizePhone(p) !== null, messages.phoneInvalidRegister);

/** POST /staff/login body. */
export const staffLoginBody = z.object({ username: text(60), password: z.string().min(1).max(200) });
export type StaffLoginBody = z.infer<typeof staffLoginBody>;

/** A staff member as the API shows them. */
export const staffView = z.object({
  _id: z.string(),
  username: z.string(),
  name: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
});
export type StaffView = z.infer<typeof staffView>;

/** POST /staff/accounts body. */
export const createStaffBody = z.object({
  /** Kept lower case; unique regardless of case. */
  username: z
    .string()
    .trim()
    .regex(/^[a-zA-Z0-9._-]{3,40}$/, 'use 3-40 letters, digits, dot, dash or underscore'),
  name: text(120),
  password: z.string().min(8, 'must be at least 8 characters').max(200),
  roles: z.array(z.enum(STAFF_ROLES)).min(1),
});
export type CreateStaffBody = z.infer<typeof createStaffBody>;

/** A branch (campus) of the institute. */
export const branchView = z.object({ _id: z.string(), name: z.string(), division: z.string() });
export type BranchView = z.infer<typeof branchView>;

/** POST /staff/branches body. */
export const createBranchBody = z.object({
  name: text(120),
  division: z.string().trim().max(120).default(''),
});

/** A group (batch) as created. */
export const groupView = z.object({ _id: z.string(), name: z.string(), courseId: z.string().nullable() });
export type GroupView = z.infer<typeof groupView>;

/** A group in the list, with its number of members. */
export const groupListItem = groupView.extend({ members: z.number() });
export type GroupListItem = z.infer<typeof groupListItem>;

/** POST /staff/groups body. */
export const createGroupBody = z.object({ name: text(120), courseId: id.optional() });

/** The orders the student list can be sorted in. */
export const STUDENT_SORTS = ['name', 'sid', 'createdAt'] as const;
export type StudentSort = (typeof STUDENT_SORTS)[number];

/** GET /staff/students query: a page of the roster, filtered and sorted by the server. */
export const studentListQuery = z.object({
  /** Part of the name, roll (sid) or mobile number. */
  search: z.string().trim().max(60).optional(),
  branchId: id.optional(),
  groupId: id.optional(),
  /** `true`: only students who set a password; `false`: only those who have not. */
  registered: z.enum(['true', 'false']).optional(),
  sort: z.enum(STUDENT_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type StudentListQuery = z.infer<typeof studentListQuery>;

/** One student of the roster list. */
export const studentListItem = z.object({
  _id: z.string(),
  name: z.string(),
  /** Roll number. */
  sid: z.string(),
  /** 88 + mobile number. */
  username: z.string(),
  /** True once the student has set a password. */
  registered: z.boolean(),
  branchId: z.string().nullable(),
  /** When the student was admitted (ISO time). */
  createdAt: z.string(),
});
export type StudentListItem = z.infer<typeof studentListItem>;

/** A page of students and how many match in all. */
export const studentPage = z.object({ items: z.array(studentListItem), total: z.number() });
export type StudentPage = z.infer<typeof studentPage>;

/** POST /staff/students body: one admission form. */
export const admissionBody = z.object({
  name: text(120),
  /** Roll number. */
  sid: text(40),
  /** The mobile number from the admission form (11 digits). */
  phone,
  /** A guardian's mobile number. */
  contact: phone.optional(),
  branchId: id.optional(),
  session: z.string().trim().max(40).optional(),
  groupIds: z.array(id).max(50).default([]),
});
export type AdmissionBody = z.input<typeof admissionBody>;

/** What a roster import did: counts, and one line per rejected row (its line number in the file). */
export const importReport = z.object({
  created: z.number(),
  updated: z.number(),
  errors: z.array(z.object({ row: z.number(), message: z.string() })),
});
export type ImportReport = z.infer<typeof importReport>;

const ROSTER_MAX_BYTES = 10 * 1024 * 1024;
const orgAdmin = staff('moderator');

/** Staff sign-in and the basics of running an institute: staff, branches, groups, students. */
export const staffRoutes = defineRoutes('staff', {
  login: {
    method: 'POST',
    path: '/staff/login',
    access: anyone,
    summary: 'Staff sign-in; the session id comes in the sessionId header',
    body: staffLoginBody,
    data: z.object({ staff: staffView }),
  },
  me: {
    method: 'GET',
    path: '/staff/me',
    access: staff('moderator', 'examModerator', 'examiner', 'contentUploader', 'questionUploader', 'mentor'),
    summary: 'The signed-in staff member',
    data: staffView,
  },
  createStaff: {
    method: 'POST',
    path: '/staff/accounts',
    access: staff(),
    summary: 'Create a staff account (admin)',
    body: createStaffBody,
    data: staffView,
    status: 201,
  },
  listBranches: {
    method: 'GET',
    path: '/staff/branches',
    access: orgAdmin,
    summary: 'All branches, by name',
    data: z.array(branchView),
  },
  createBranch: {
    method: 'POST',
    path: '/staff/branches',
    access: orgAdmin,
    summary: 'Add a branch',
    body: createBranchBody,
    data: branchView,
    status: 201,
  },
  listGroups: {
    method: 'GET',
    path: '/staff/groups',
    access: orgAdmin,
    summary: 'All groups with their member counts, by name',
    data: z.array(groupListItem),
  },
  createGroup: {
    method: 'POST',
    path: '/staff/groups',
    access: orgAdmin,
    summary: 'Add a group',
    body: createGroupBody,
    data: groupView,
    status: 201,
  },
  addGroupMembers: {
    method: 'POST',
    path: '/staff/groups/:groupId/students',
    access: orgAdmin,
    summary: 'Add students to a group',
    params: z.object({ groupId: id }),
    body: z.object({ studentIds: z.array(id).min(1).max(5000) }),
    data: z.object({ groupId: z.string(), added: z.number() }),
  },
  removeGroupMember: {
    method: 'DELETE',
    path: '/staff/groups/:groupId/students/:studentId',
    access: orgAdmin,
    summary: 'Remove a student from a group',
    params: z.object({ groupId: id, studentId: id }),
    data: z.object({ removed: z.boolean() }),
  },
  listStudents: {
    method: 'GET',
    path: '/staff/students',
    access: orgAdmin,
    summary: 'A page of students: searched, filtered and sorted, with the total',
    query: studentListQuery,
    data: studentPage,
  },
  admitStudent: {
    method: 'POST',
    path: '/staff/students',
    access: orgAdmin,
    summary: 'Admit one student',
    body: admissionBody,
    data: z.object({ _id: z.string(), username: z.string() }),
    status: 201,
  },
  importRoster: {
    method: 'POST',
    path: '/staff/students/import',
    access: orgAdmin,
    summary: 'Import a roster CSV (name, sid, phone, contact, branch, session, groups)',
    body: z.object({ csv: z.string().min(1).max(ROSTER_MAX_BYTES) }),
    data: importReport,
    bodyLimit: ROSTER_MAX_BYTES,
  },
});

/**
 * Whether a staff member with `roles` may call a route of this access: admin passes every staff check,
 * other staff need one of the route's roles; student-only routes are closed to staff.
 */
export function staffMayCall(access: RouteAccess, roles: readonly StaffRole[]): boolean {
  switch (access.who) {
    case 'anyone':
    case 'signedIn':
      return true;
    case 'student':
      return false;
    case 'staff':
      return roles.includes('admin') || access.roles.some((r) => roles.includes(r));
  }
}
