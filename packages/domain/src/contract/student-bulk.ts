import { z } from 'zod';
import { id } from './common';
import { defineRoutes, staff } from './route';
import { studentListQuery } from './staff';

/** The most students one selection may name by id; a larger choice is sent as the list's filter. */
export const BULK_MAX_IDS = 5000;

/** The filters of the student list, without its order and page: "every student that matches". */
export const studentFilter = studentListQuery.pick({
  search: true,
  branchId: true,
  groupId: true,
  registered: true,
  active: true,
});
export type StudentFilter = z.infer<typeof studentFilter>;

/** The students a bulk action or an export is about: ids picked one by one, or the list's filter. */
const studentSelection = {
  /** Students picked one by one (every id must be an admitted student). */
  studentIds: z.array(id).min(1).max(BULK_MAX_IDS).optional(),
  /** Every student matching the list's filters (`{}`: every student). */
  filter: studentFilter.optional(),
};

const oneSelection = (b: { studentIds?: unknown; filter?: unknown }) =>
  (b.studentIds === undefined) !== (b.filter === undefined);
const ONE_SELECTION = 'send either studentIds or filter';

/** What a bulk action does to the chosen students. */
export const BULK_ACTIONS = ['addToGroup', 'removeFromGroup', 'deactivate', 'reactivate'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** POST /staff/students/bulk body: one action on the chosen students. */
export const bulkStudentsBody = z
  .object({
    action: z.enum(BULK_ACTIONS),
    /** The group to add to or remove from (needed by those two actions only). */
    groupId: id.optional(),
    ...studentSelection,
  })
  .refine(oneSelection, ONE_SELECTION)
  .refine(
    (b) => (b.action === 'addToGroup' || b.action === 'removeFromGroup') === (b.groupId !== undefined),
    { message: 'groupId is needed to add to or remove from a group, and only then', path: ['groupId'] },
  );
export type BulkStudentsBody = z.input<typeof bulkStudentsBody>;

/** What a bulk action did: how many students it was about, how many it changed, and which. */
export const bulkOutcome = z.object({
  action: z.enum(BULK_ACTIONS),
  groupId: z.string().nullable(),
  groupName: z.string().nullable(),
  /** Students chosen. */
  matched: z.number(),
  /** Students the action changed. */
  changed: z.number(),
  /** Students already as asked (already in the group, not in it, deactivated or active). */
  unchanged: z.number(),
  /** The changed students' ids. */
  studentIds: z.array(z.string()),
});
export type BulkOutcome = z.infer<typeof bulkOutcome>;

/** POST /staff/students/export body: the chosen students, and the file's format. */
export const exportStudentsBody = z
  .object({ format: z.enum(['xlsx', 'csv']).default('xlsx'), ...studentSelection })
  .refine(oneSelection, ONE_SELECTION);
export type ExportStudentsBody = z.input<typeof exportStudentsBody>;

const orgAdmin = staff('moderator');

/** The console's work on many students at once: group membership, status, export, the roster template. */
export const studentBulkRoutes = defineRoutes('staff', {
  bulkStudents: {
    method: 'POST',
    path: '/staff/students/bulk',
    access: orgAdmin,
    summary:
      'Add to or remove from a group, deactivate or reactivate many students (by id or by filter) in one go',
    body: bulkStudentsBody,
    data: bulkOutcome,
  },
  exportStudents: {
    method: 'POST',
    path: '/staff/students/export',
    access: orgAdmin,
    summary: 'The chosen students (by id or by filter) as a spreadsheet (.xlsx) or CSV',
    body: exportStudentsBody,
    raw: true,
  },
  rosterTemplate: {
    method: 'GET',
    path: '/staff/students/import/template',
    access: orgAdmin,
    summary: 'The roster template (.xlsx or CSV): the columns the import reads and an example student',
    query: z.object({ format: z.enum(['xlsx', 'csv']).default('xlsx') }),
    raw: true,
  },
});
