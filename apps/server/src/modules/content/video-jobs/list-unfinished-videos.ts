import type { AppContext } from '../../../context';
import { findUnfinishedVideos } from './job-repository';

/** Videos still converting or waiting for it (converting first), and those whose conversion failed; at most 10. */
export async function listUnfinishedVideos(ctx: Pick<AppContext, 'db'>) {
  const rows = await findUnfinishedVideos(ctx.db, 10);
  return rows.flatMap((r) =>
    r.status === 'ready' ? [] : [{ _id: r.id, title: r.title, status: r.status, progress: r.progress }],
  );
}
