import type { ItemBody, StaffItem } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/http-error';
import { findSubject } from '../content-repository';
import { insertItem, nextPosition } from './catalog-repository';
import { staffView } from './staff-view';

/** Creates a lecture, chapter or question-solve item of a subject, last in its list. */
export async function createItem(ctx: AppContext, input: ItemBody): Promise<StaffItem> {
  const subject = await findSubject(ctx.db, input.subjectId);
  if (!subject) throw notFound('Subject not found');
  const position = await nextPosition(ctx.db, 'items', input.subjectId);
  return staffView(await insertItem(ctx.db, { ...input, courseId: subject.courseId, position }));
}
