import { z } from 'zod';
import { id } from './common';
import { defineRoutes, staff } from './route';

/** PUT .../archive body: archive (true) or bring back into use (false); doing it twice changes nothing. */
export const archiveBody = z.object({ archived: z.boolean() }).strict();
export type ArchiveBody = z.infer<typeof archiveBody>;

/** A group or branch's archive state after a change. */
export const archiveState = z.object({
  _id: z.string(),
  name: z.string(),
  /** When it was archived; null while in use. */
  archivedAt: z.string().nullable(),
});
export type ArchiveState = z.infer<typeof archiveState>;

/** What archiving a group touches, counted now, for the dialog that asks first. */
export const groupArchiveImpact = archiveState.extend({
  /** Its students: they stay members, keep what it grants and their results. */
  members: z.number(),
  /** Exams assigned to it, and how many of those are not over yet (upcoming or open). */
  examsAssigned: z.number(),
  examsNotOver: z.number(),
  /** Fee plans made for the group (its members' dues stay collectable). */
  feePlans: z.number(),
  /** Members who owe fees, and what they owe in all (paisa). */
  membersOwing: z.number(),
  owedPaisa: z.number(),
});
export type GroupArchiveImpact = z.infer<typeof groupArchiveImpact>;

/** What archiving a branch touches, counted now; refused while it has active students. */
export const branchArchiveImpact = archiveState.extend({
  /** Active students of the branch: while there are any it cannot be archived. */
  activeStudents: z.number(),
  /** Deactivated students: they keep the branch on their record. */
  inactiveStudents: z.number(),
  /** Fee plans made for the branch. */
  feePlans: z.number(),
  /** Its students who owe fees, and what they owe in all (paisa). */
  studentsOwing: z.number(),
  owedPaisa: z.number(),
});
export type BranchArchiveImpact = z.infer<typeof branchArchiveImpact>;

const orgAdmin = staff('moderator');

/** Archiving groups and branches: gone from pickers, kept in results, receipts and audit. */
export const orgArchiveRoutes = defineRoutes('staff', {
  groupArchiveImpact: {
    method: 'GET',
    path: '/staff/groups/:groupId/archive',
    access: orgAdmin,
    summary: 'What archiving a group touches: members, exams assigned, fee plans and dues',
    params: z.object({ groupId: id }),
    data: groupArchiveImpact,
  },
  archiveGroup: {
    method: 'PUT',
    path: '/staff/groups/:groupId/archive',
    access: orgAdmin,
    summary: 'Archive a group (gone from pickers, its history kept) or bring it back',
    params: z.object({ groupId: id }),
    body: archiveBody,
    data: archiveState,
  },
  branchArchiveImpact: {
    method: 'GET',
    path: '/staff/branches/:branchId/archive',
    access: orgAdmin,
    summary: 'What archiving a branch touches: its students (active ones block it), fee plans and dues',
    params: z.object({ branchId: id }),
    data: branchArchiveImpact,
  },
  archiveBranch: {
    method: 'PUT',
    path: '/staff/branches/:branchId/archive',
    access: orgAdmin,
    summary:
      'Archive a branch without active students (gone from pickers, its history kept) or bring it back',
    params: z.object({ branchId: id }),
    body: archiveBody,
    data: archiveState,
  },
});
