import { z } from 'zod';
import { STAFF_ROLES, type StaffRole } from '../roles';
import { id } from './common';
import { anyone, defineRoutes, type RouteAccess, staff } from './route';
import {
  admissionBody,
  branchChanges,
  branchView,
  courseOption,
  createBranchBody,
  createGroupBody,
  createStaffBody,
  groupChanges,
  groupListItem,
  groupListQuery,
  groupMembersQuery,
  groupPage,
  groupRow,
  groupView,
  importReport,
  itemOption,
  itemOptionsQuery,
  orgAdmin,
  orgListQuery,
  ownAccountChanges,
  ROSTER_MAX_BYTES,
  staffAccount,
  staffAccountPage,
  staffChanges,
  staffListQuery,
  staffLoginBody,
  staffPasswordBody,
  staffView,
  studentListQuery,
  studentPage,
} from './staff-shapes';

export * from './staff-shapes';

const groupParams = z.object({ groupId: id });
const staffParams = z.object({ staffId: id });

/** Every staff member, whatever their roles. */
const everyStaff = staff(...STAFF_ROLES);

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
    access: everyStaff,
    summary: 'The signed-in staff member',
    data: staffView,
  },
  updateMe: {
    method: 'PATCH',
    path: '/staff/me',
    access: everyStaff,
    summary: "Change one's own name, or password with the current one; one's other sessions end",
    body: ownAccountChanges,
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
  listStaff: {
    method: 'GET',
    path: '/staff/accounts',
    access: staff(),
    summary: 'A page of staff accounts: searched, filtered and sorted, with the total (admin)',
    query: staffListQuery,
    data: staffAccountPage,
  },
  updateStaff: {
    method: 'PATCH',
    path: '/staff/accounts/:staffId',
    access: staff(),
    summary: 'Rename a staff account, change its roles, or deactivate/reactivate it (admin)',
    params: staffParams,
    body: staffChanges,
    data: staffAccount,
  },
  resetStaffPassword: {
    method: 'PUT',
    path: '/staff/accounts/:staffId/password',
    access: staff(),
    summary: "Set a staff member's password; their sessions end (admin)",
    params: staffParams,
    body: staffPasswordBody,
    data: z.object({ reset: z.literal(true) }),
  },
  listBranches: {
    method: 'GET',
    path: '/staff/branches',
    access: orgAdmin,
    summary: 'The branches in use (or all, archived too), by name',
    query: orgListQuery,
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
  updateBranch: {
    method: 'PATCH',
    path: '/staff/branches/:branchId',
    access: orgAdmin,
    summary: 'Rename a branch or change its division',
    params: z.object({ branchId: id }),
    body: branchChanges,
    data: branchView,
  },
  listGroups: {
    method: 'GET',
    path: '/staff/groups',
    access: orgAdmin,
    summary: 'The groups in use (or all, archived too) with their member counts, by name',
    query: orgListQuery,
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
  pageGroups: {
    method: 'GET',
    path: '/staff/groups/page',
    access: orgAdmin,
    summary: 'A page of groups with member counts: searched, filtered by course and sorted, with the total',
    query: groupListQuery,
    data: groupPage,
  },
  courseOptions: {
    method: 'GET',
    path: '/staff/groups/course-options',
    access: orgAdmin,
    summary: 'The courses a group can be given, by name',
    data: z.array(courseOption),
  },
  itemOptions: {
    method: 'GET',
    path: '/staff/groups/item-options',
    access: orgAdmin,
    summary: 'Lectures, chapters and question solves to grant, found by name',
    query: itemOptionsQuery,
    data: z.array(itemOption),
  },
  groupDetail: {
    method: 'GET',
    path: '/staff/groups/:groupId',
    access: orgAdmin,
    summary: 'A group and a page of its members',
    params: groupParams,
    query: groupMembersQuery,
    data: z.object({ group: groupRow, members: studentPage }),
  },
  updateGroup: {
    method: 'PATCH',
    path: '/staff/groups/:groupId',
    access: orgAdmin,
    summary: 'Rename a group',
    params: groupParams,
    body: groupChanges,
    data: groupView,
  },
  removeGroupMembers: {
    method: 'POST',
    path: '/staff/groups/:groupId/students/remove',
    access: orgAdmin,
    summary: 'Remove many students from a group',
    params: groupParams,
    body: z.object({ studentIds: z.array(id).min(1).max(5000) }),
    data: z.object({ groupId: z.string(), removed: z.number() }),
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
    case 'guardian':
      return false;
    case 'staff':
      return roles.includes('admin') || access.roles.some((r) => roles.includes(r));
  }
}
