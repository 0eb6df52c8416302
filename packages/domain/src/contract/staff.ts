import { z } from 'zod';
import { ITEM_KINDS } from '../content';
import { messages } from '../messages';
import { normalizePhone } from '../phone';
import { STAFF_ROLES, type StaffRole } from '../roles';
import { staffPasswordProblem } from '../staff-password';
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

/** A new staff password: the rule of `staffPasswordProblem`. */
const staffPassword = z
  .string()
  .max(200)
  .superRefine((password, check) => {
    const problem = staffPasswordProblem(password);
    if (problem) check.addIssue({ code: 'custom', message: problem });
  });

/** The roles of a staff account: at least one, each once. */
const staffRoles = z
  .array(z.enum(STAFF_ROLES))
  .min(1, 'choose at least one role')
  .transform((roles) => [...new Set(roles)]);

/** A page of a list: at most `limit` rows from row `offset`. */
const page = {
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
};

/** A page of a list the server sorts, up or down. */
const sortedPage = { order: z.enum(['asc', 'desc']).default('asc'), ...page };

/** POST /staff/accounts body. */
export const createStaffBody = z.object({
  /** Kept lower case; unique regardless of case. */
  username: z
    .string()
    .trim()
    .regex(/^[a-zA-Z0-9._-]{3,40}$/, 'use 3-40 letters, digits, dot, dash or underscore'),
  name: text(120),
  password: staffPassword,
  roles: staffRoles,
});
export type CreateStaffBody = z.input<typeof createStaffBody>;

/** A staff account as the accounts list shows it: the view, whether it may sign in, and since when. */
export const staffAccount = staffView.extend({
  /** False once an admin deactivated the account: it cannot sign in. */
  active: z.boolean(),
  createdAt: z.string(),
});
export type StaffAccount = z.infer<typeof staffAccount>;

/** The orders the staff list can be sorted in. */
export const STAFF_SORTS = ['name', 'username', 'createdAt'] as const;
export type StaffSort = (typeof STAFF_SORTS)[number];

/** GET /staff/accounts query. */
export const staffListQuery = z.object({
  /** Part of the name or username. */
  search: z.string().trim().max(60).optional(),
  role: z.enum(STAFF_ROLES).optional(),
  /** `true`: only active accounts; `false`: only deactivated ones. */
  active: z.enum(['true', 'false']).optional(),
  sort: z.enum(STAFF_SORTS).default('name'),
  ...sortedPage,
});
export type StaffListQuery = z.input<typeof staffListQuery>;

/** A page of staff accounts and how many match in all. */
export const staffAccountPage = z.object({ items: z.array(staffAccount), total: z.number() });
export type StaffAccountPage = z.infer<typeof staffAccountPage>;

/** PATCH /staff/accounts/{staffId} body: the name, the roles, or whether the account may sign in. */
export const staffChanges = z
  .object({ name: text(120), roles: staffRoles, active: z.boolean() })
  .partial()
  .strict()
  .refine((c) => Object.keys(c).length > 0, 'nothing to change');
export type StaffChanges = z.input<typeof staffChanges>;

/** PUT /staff/accounts/{staffId}/password body. */
export const staffPasswordBody = z.object({ password: staffPassword });

/**
 * PATCH /staff/me body: the signed-in staff member's own name, or password (with the current one), or
 * both.
 */
export const ownAccountChanges = z
  .object({
    name: text(120),
    /** The password in use now; needed with `newPassword`. */
    currentPassword: z.string().min(1).max(200),
    newPassword: staffPassword,
  })
  .partial()
  .strict()
  .refine((c) => c.name !== undefined || c.newPassword !== undefined, 'nothing to change')
  .refine((c) => c.newPassword === undefined || c.currentPassword !== undefined, {
    message: 'enter your current password',
    path: ['currentPassword'],
  });
export type OwnAccountChanges = z.input<typeof ownAccountChanges>;

/** A branch (campus) of the institute. */
export const branchView = z.object({
  _id: z.string(),
  name: z.string(),
  division: z.string(),
  /** When it was archived (listed only when asked for with `include=all`); null while in use. */
  archivedAt: z.string().nullable(),
});
export type BranchView = z.infer<typeof branchView>;

/** POST /staff/branches body. */
export const createBranchBody = z.object({
  name: text(120),
  division: z.string().trim().max(120).default(''),
});

/** PATCH /staff/branches/{branchId} body. */
export const branchChanges = z
  .object({ name: text(120), division: z.string().trim().max(120) })
  .partial()
  .strict()
  .refine((c) => Object.keys(c).length > 0, 'nothing to change');

/** GET /staff/branches and /staff/groups query: the ones in use (default, for pickers) or all. */
export const orgListQuery = z.object({ include: z.enum(['active', 'all']).default('active') });
export type OrgListQuery = z.input<typeof orgListQuery>;

/** A group (batch) as created. */
export const groupView = z.object({
  _id: z.string(),
  name: z.string(),
  /** The first course the group grants whole (null for none). */
  courseId: z.string().nullable(),
  /** Every course the group grants whole, in the order they were given. */
  courseIds: z.array(z.string()),
});
export type GroupView = z.infer<typeof groupView>;

/** A group in the list, with its number of members. */
export const groupListItem = groupView.extend({ members: z.number() });
export type GroupListItem = z.infer<typeof groupListItem>;

/** POST /staff/groups body. */
export const createGroupBody = z.object({ name: text(120), courseId: id.optional() });

/** PATCH /staff/groups/{groupId} body: a new name. The courses are set by the group access table's route. */
export const groupChanges = z.object({ name: text(120) }).strict();

/** The orders the group list can be sorted in. */
export const GROUP_SORTS = ['name', 'members', 'createdAt'] as const;
export type GroupSort = (typeof GROUP_SORTS)[number];

/** GET /staff/groups/page query. */
export const groupListQuery = z.object({
  /** Part of the group's name. */
  search: z.string().trim().max(60).optional(),
  /** Only the groups of this course. */
  courseId: id.optional(),
  /** The groups in use (default) or the archived ones. */
  status: z.enum(['active', 'archived']).default('active'),
  sort: z.enum(GROUP_SORTS).default('name'),
  ...sortedPage,
});
export type GroupListQuery = z.input<typeof groupListQuery>;

/** A group in the paged list: its courses' names too (comma separated, '' for none), when it was made and archived. */
export const groupRow = groupListItem.extend({
  courseName: z.string(),
  createdAt: z.string(),
  /** When it was archived; null while in use. */
  archivedAt: z.string().nullable(),
});
export type GroupRow = z.infer<typeof groupRow>;

/** A page of groups and how many match in all. */
export const groupPage = z.object({ items: z.array(groupRow), total: z.number() });
export type GroupPage = z.infer<typeof groupPage>;

/** GET /staff/groups/{groupId} query: a page of its members. */
export const groupMembersQuery = z.object({
  /** Part of a member's name, roll or mobile number. */
  search: z.string().trim().max(60).optional(),
  ...page,
});
export type GroupMembersQuery = z.input<typeof groupMembersQuery>;

/** A course a group can be given: its id and name. */
export const courseOption = z.object({ _id: z.string(), name: z.string() });
export type CourseOption = z.infer<typeof courseOption>;

/** GET /staff/groups/item-options query: content items to grant, found by name. */
export const itemOptionsQuery = z.object({
  search: z.string().trim().max(60).optional(),
  kind: z.enum(ITEM_KINDS).optional(),
  courseId: id.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ItemOptionsQuery = z.input<typeof itemOptionsQuery>;

/** A content item offered to grant, with where it lives. */
export const itemOption = z.object({
  _id: z.string(),
  kind: z.enum(ITEM_KINDS),
  name: z.string(),
  subjectName: z.string(),
  courseId: z.string(),
  courseName: z.string(),
});
export type ItemOption = z.infer<typeof itemOption>;

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
  /** `true`: only active students; `false`: only deactivated ones. */
  active: z.enum(['true', 'false']).optional(),
  sort: z.enum(STUDENT_SORTS).default('name'),
  ...sortedPage,
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
  /** False once staff deactivated the student (they cannot sign in). */
  active: z.boolean(),
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

const groupParams = z.object({ groupId: id });
const staffParams = z.object({ staffId: id });

const ROSTER_MAX_BYTES = 10 * 1024 * 1024;
const orgAdmin = staff('moderator');
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

// ---- Student administration: roster preview and chunked import, edit, status, password, detail ----

/** The most rows one call of the row import takes: the console sends a file in chunks of this size. */
export const ROSTER_CHUNK_ROWS = 200;

/** A roster file to check: CSV text, or an Excel workbook (.xlsx, its bytes in base64). */
export const rosterFileBody = z
  .object({
    csv: z.string().min(1).max(ROSTER_MAX_BYTES).optional(),
    /** The .xlsx file's bytes, base64; the first worksheet is read. */
    xlsx: z.string().min(1).max(ROSTER_MAX_BYTES).optional(),
    /** True: a branch the institute does not have yet is no error (the import will create it). */
    createBranches: z.boolean().default(false),
  })
  .refine((b) => (b.csv === undefined) !== (b.xlsx === undefined), 'send either csv or xlsx');
export type RosterFileBody = z.input<typeof rosterFileBody>;

/** One row of a roster as read from the file (every cell as text); `row` is its line in the file. */
export const rosterRow = z.object({
  row: z.number().int().min(1),
  name: z.string().max(200),
  sid: z.string().max(100),
  phone: z.string().max(40),
  contact: z.string().max(40),
  branch: z.string().max(200),
  session: z.string().max(100),
  /** Group names separated by `;`. */
  groups: z.string().max(2000),
});
export type RosterRow = z.infer<typeof rosterRow>;

/** A line of a roster that cannot be imported, and why; with the student's name and roll as the file gives them. */
export const rosterError = z.object({
  row: z.number(),
  message: z.string(),
  name: z.string().optional(),
  /** The roll. */
  sid: z.string().optional(),
});
export type RosterError = z.infer<typeof rosterError>;

/** The dry run of a roster file: every row read, and the rows that cannot be imported. Nothing written. */
export const rosterPreview = z.object({
  total: z.number(),
  rows: z.array(rosterRow),
  errors: z.array(rosterError),
  /** The branches the file names that do not exist yet (created by an import with `createBranches`). */
  newBranches: z.array(z.string()),
});
export type RosterPreview = z.infer<typeof rosterPreview>;

/** POST /staff/students/import/rows body: a chunk of checked rows to admit. */
export const importRowsBody = z.object({
  rows: z.array(rosterRow).min(1).max(ROSTER_CHUNK_ROWS),
  /** True: admit the good rows and skip the bad ones; false: write nothing while any row is bad. */
  skipInvalid: z.boolean().default(false),
  /** True: create the branches the rows name that do not exist yet. */
  createBranches: z.boolean().default(false),
  /** A group every admitted student is put into, besides the row's own groups. */
  groupId: id.optional(),
});
export type ImportRowsBody = z.input<typeof importRowsBody>;

/** What a chunk import did: rows admitted, rows skipped (with why), whether anything was written. */
export const importRowsReport = z.object({
  created: z.number(),
  skipped: z.number(),
  errors: z.array(rosterError),
});
export type ImportRowsReport = z.infer<typeof importRowsReport>;

/** A student named in the path. */
export const studentIdParams = z.object({ studentId: id });

/** PATCH /staff/students/:studentId body: the details to change (absent = unchanged). */
export const updateStudentBody = z.object({
  name: text(120).optional(),
  sid: text(40).optional(),
  /** A new mobile number: refused when another student has it. */
  phone: phone.optional(),
  /** The guardian's number; empty clears it. */
  contact: z.union([phone, z.literal('')]).optional(),
  /** null clears the branch. */
  branchId: id.nullable().optional(),
  session: z.string().trim().max(40).optional(),
});
export type UpdateStudentBody = z.input<typeof updateStudentBody>;

/** A student's record as staff see it in the detail view. */
export const studentDetail = z.object({
  _id: z.string(),
  name: z.string(),
  sid: z.string(),
  username: z.string(),
  contact: z.string(),
  session: z.string(),
  branchId: z.string().nullable(),
  branchName: z.string().nullable(),
  /** The student's own code (shown on their profile). */
  code: z.string(),
  registered: z.boolean(),
  active: z.boolean(),
  createdAt: z.string(),
  registeredAt: z.string().nullable(),
  groups: z.array(z.object({ _id: z.string(), name: z.string() })),
  /** Standing extra time in minutes (an accessibility need) added to every exam the student starts; 0 without. */
  extraTimeMinutes: z.number().int().optional(),
  /** The student's exam attempts, newest first, with their scores once scored. */
  attempts: z.array(
    z.object({
      examId: z.string(),
      examTitle: z.string(),
      groupId: z.string(),
      startedAt: z.string(),
      submittedAt: z.string().nullable(),
      marksObtained: z.number().nullable(),
      totalMarks: z.number().nullable(),
      passed: z.boolean().nullable(),
    }),
  ),
});
export type StudentDetail = z.infer<typeof studentDetail>;

/** The student routes of the console beyond the list, admission and CSV import. */
export const studentAdminRoutes = defineRoutes('staff', {
  previewRoster: {
    method: 'POST',
    path: '/staff/students/import/preview',
    access: orgAdmin,
    summary: 'Check a roster file (CSV or .xlsx) row by row without writing anything',
    body: rosterFileBody,
    data: rosterPreview,
    bodyLimit: ROSTER_MAX_BYTES * 2,
  },
  importRosterRows: {
    method: 'POST',
    path: '/staff/students/import/rows',
    access: orgAdmin,
    summary: 'Admit a chunk of roster rows, checked by the same rule as the preview',
    body: importRowsBody,
    data: importRowsReport,
    bodyLimit: ROSTER_MAX_BYTES,
  },
  studentDetail: {
    method: 'GET',
    path: '/staff/students/:studentId',
    access: orgAdmin,
    summary: "A student's profile, groups and exam attempts",
    params: studentIdParams,
    data: studentDetail,
  },
  updateStudent: {
    method: 'PATCH',
    path: '/staff/students/:studentId',
    access: orgAdmin,
    summary: "Change a student's details",
    params: studentIdParams,
    body: updateStudentBody,
    data: studentDetail,
  },
  deactivateStudent: {
    method: 'POST',
    path: '/staff/students/:studentId/deactivate',
    access: orgAdmin,
    summary: 'Deactivate a student: they cannot sign in and their sessions end',
    params: studentIdParams,
    data: z.object({ active: z.boolean() }),
  },
  reactivateStudent: {
    method: 'POST',
    path: '/staff/students/:studentId/reactivate',
    access: orgAdmin,
    summary: 'Let a deactivated student sign in again',
    params: studentIdParams,
    data: z.object({ active: z.boolean() }),
  },
  resetStudentPassword: {
    method: 'POST',
    path: '/staff/students/:studentId/reset-password',
    access: orgAdmin,
    summary: "Clear a student's password and text them a code: they register again with it in the app",
    params: studentIdParams,
    /** `phone` the code went to; `otp` only when the server reveals codes (demo and tests). */
    data: z.object({ registered: z.boolean(), phone: z.string(), otp: z.string().optional() }),
  },
  resendRegistrationCode: {
    method: 'POST',
    path: '/staff/students/:studentId/registration-code',
    access: orgAdmin,
    summary: 'Send an admitted, unregistered student a new registration code',
    params: studentIdParams,
    /** `otp` only when the server reveals codes (demo and tests). */
    data: z.object({ phone: z.string(), otp: z.string().optional() }),
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
