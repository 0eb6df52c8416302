import type { StaffSubject, SubjectChanges } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/http-error';
import { updateSubjectRow } from './catalog-repository';
import { staffView } from './staff-view';
import { assertImageStored } from './stored-key';

/** Changes a subject's name or image (404 when there is none). */
export async function updateSubject(
  ctx: AppContext,
  subjectId: string,
  input: SubjectChanges,
): Promise<StaffSubject> {
  await assertImageStored(ctx, input.image);
  const row = await updateSubjectRow(ctx.db, subjectId, input);
  if (!row) throw notFound('Subject not found');
  return staffView(row);
}
