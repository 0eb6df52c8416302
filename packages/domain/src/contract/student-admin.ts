import { z } from 'zod';
import { id, text } from './common';
import { defineRoutes } from './route';
import { orgAdmin, phone, ROSTER_MAX_BYTES } from './staff-shapes';

// Student administration: roster preview and chunked import, edit, status, password, detail.

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
