import type { FileChanges, StaffFile } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/http-error';
import { findFile } from '../content-repository';
import { updateFileRow } from './catalog-repository';
import { releaseOf } from './release-of';
import { staffView } from './staff-view';

/** Renames, describes, publishes, schedules or unpublishes a note (404 when there is none). */
export async function updateFile(ctx: AppContext, fileId: string, input: FileChanges): Promise<StaffFile> {
  const { isPublished, releaseAt, ...rest } = input;
  const row = await updateFileRow(ctx.db, fileId, { ...rest, ...releaseOf({ isPublished, releaseAt }) });
  if (!row) throw notFound('File not found');
  return staffView(row);
}

/** A note as staff see it, for the audit log's before (404 when there is none). */
export async function getStaffFile(ctx: AppContext, fileId: string): Promise<StaffFile> {
  const found = await findFile(ctx.db, fileId);
  if (!found) throw notFound('File not found');
  return staffView(found.file);
}
