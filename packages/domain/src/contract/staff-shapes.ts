import { z } from 'zod';
import { ITEM_KINDS } from '../content';
import { messages } from '../messages';
import { normalizePhone } from '../phone';
import { STAFF_ROLES } from '../roles';
import { staffPasswordProblem } from '../staff-password';
import { id, text } from './common';
import { staff } from './route';

// The shapes of the staff console's basics (staff accounts, branches, groups, students); the routes
// are in staff.ts and student-admin.ts.

/** A mobile number as typed on a form; checked here, normalized by the use case. */
export const phone = z
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

/** The largest roster file (CSV text or .xlsx bytes) the console may send. */
export const ROSTER_MAX_BYTES = 10 * 1024 * 1024;

/** Routes of the institute's organisation (staff, branches, groups, students): moderators and admins. */
export const orgAdmin = staff('moderator');
