import type { AppContext } from '../../context';
import { findPublishedGroups } from './snapshot-repository';

/** Which of an exam's groups have their results published, for the log's before and after of publishing. */
export async function publishedGroups(ctx: Pick<AppContext, 'db'>, examId: string) {
  return { publishedFor: await findPublishedGroups(ctx.db, examId) };
}
