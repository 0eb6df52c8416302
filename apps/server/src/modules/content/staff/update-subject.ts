import type { StaffSubject, SubjectChanges } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/http-error';
import { CACHE_TOPIC } from '../../../lib/invalidation';
import { updateSubjectRow } from './catalog-repository';
import { staffView } from './staff-view';
import { assertImageStored } from './stored-key';

/** Changes a subject's name or image (404 when there is none); every node's cached names follow at once. */
export async function updateSubject(
  ctx: AppContext,
  subjectId: string,
  input: SubjectChanges,
): Promise<StaffSubject> {
  await assertImageStored(ctx, input.image);
  const row = await updateSubjectRow(ctx.db, subjectId, input);
  if (!row) throw notFound('Subject not found');
  // Exams name their subjects from a per-node cache: every node drops it.
  ctx.invalidation.publish(CACHE_TOPIC.subjectNames);
  return staffView(row);
}
