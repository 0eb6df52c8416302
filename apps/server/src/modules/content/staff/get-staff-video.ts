import type { StaffVideo } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/http-error';
import { findVideo } from '../content-repository';
import { staffView } from './staff-view';

/** A video as staff see it, with its conversion status and progress. */
export async function getStaffVideo(ctx: AppContext, videoId: string): Promise<StaffVideo> {
  const found = await findVideo(ctx.db, videoId);
  if (!found) throw notFound('Video not found');
  return staffView(found.video);
}
