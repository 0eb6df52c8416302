import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/http-error';
import { copyMadeWith, insertExamCopy } from './duplicate-repository';

/** The title of an exam's copy. */
const copyTitle = (title: string) => `${title} (copy)`;

/**
 * Makes a new draft exam with the settings and paper of an exam, titled "<title> (copy)": it is given
 * to no group, so it has no attempts or results. The same request key again answers the copy it made
 * (a second click, a retry, or both at once: the key is unique per original).
 */
export async function duplicateExam(
  ctx: AppContext,
  staffId: string,
  examId: string,
  requestKey: string,
): Promise<{ _id: string }> {
  const earlier = await copyMadeWith(ctx.db, examId, requestKey);
  if (earlier) return { _id: earlier };
  const made = await ctx.db.transaction((tx) =>
    insertExamCopy(tx, examId, { title: copyTitle, requestKey, createdBy: staffId }),
  );
  if (made === 'missing') throw notFound('No such exam');
  const id = made === 'taken' ? await copyMadeWith(ctx.db, examId, requestKey) : made.id;
  if (!id) throw notFound('No such exam');
  return { _id: id };
}
