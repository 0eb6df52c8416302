import type { StaffFile, StaffVideo } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/http-error';
import { filesOfItems, findItem, videosOfItems } from '../content-repository';
import { staffView } from './staff-view';

/** An item's videos (all, with conversion status) and files, in order. */
export async function listStaffContents(
  ctx: AppContext,
  itemId: string,
): Promise<{ videoContents: StaffVideo[]; fileContents: StaffFile[] }> {
  if (!(await findItem(ctx.db, itemId))) throw notFound('Item not found');
  const [videos, files] = await Promise.all([
    videosOfItems(ctx.db, [itemId]),
    filesOfItems(ctx.db, [itemId]),
  ]);
  return { videoContents: videos.map(staffView), fileContents: files.map(staffView) };
}
