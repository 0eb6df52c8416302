import { type ItemKind, isReleased } from '@lms/domain';
import type { AppContext } from '../../context';
import { assertNotHeld } from '../fees/hold-policy';
import { assertVisible, type StudentAccess, seesItem } from './access';
import { studentAccess } from './access-repository';
import {
  type FileRow,
  findFile,
  findItem,
  findVideo,
  type ItemRow,
  type VideoRow,
} from './content-repository';
import { isWatchable } from './views';

/** An item of `kind` the student sees, else 404 (403 while an overdue fee holds the student). */
export async function visibleItem(
  ctx: AppContext,
  studentId: string,
  itemId: string,
  kind?: ItemKind,
): Promise<{ access: StudentAccess; item: ItemRow }> {
  await assertNotHeld(ctx, studentId);
  const access = await studentAccess(ctx.db, studentId);
  const item = await findItem(ctx.db, itemId);
  assertVisible(item, (i) => (!kind || i.kind === kind) && seesItem(access, i), 'Item');
  return { access, item };
}

/** A published, available video of an item the student sees, else 404. */
export async function visibleVideo(
  ctx: AppContext,
  studentId: string,
  videoId: string,
): Promise<{ video: VideoRow; item: ItemRow }> {
  await assertNotHeld(ctx, studentId);
  const [access, found] = await Promise.all([studentAccess(ctx.db, studentId), findVideo(ctx.db, videoId)]);
  assertVisible(found, (f) => isWatchable(f.video, ctx.now()) && seesItem(access, f.item), 'Video');
  return found;
}

/** A released note of an item the student sees, else 404 (a draft or one scheduled later too). */
export async function visibleFile(
  ctx: AppContext,
  studentId: string,
  fileId: string,
): Promise<{ file: FileRow; item: ItemRow }> {
  await assertNotHeld(ctx, studentId);
  const [access, found] = await Promise.all([studentAccess(ctx.db, studentId), findFile(ctx.db, fileId)]);
  assertVisible(found, (f) => isReleased(f.file, ctx.now()) && seesItem(access, f.item), 'File');
  return found;
}
