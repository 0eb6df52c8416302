import type { BookmarkView } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { listBookmarks } from './reaction-repository';
import { assertSelf } from './scope';

/** A student's bookmarked question ids, newest first; `givenId`, when a caller names a student, must be that student. */
export async function getBookmarks(
  ctx: AppContext,
  studentId: string,
  givenId?: string,
): Promise<BookmarkView[]> {
  assertSelf(studentId, givenId);
  return (await listBookmarks(ctx.db, studentId)).map((b) => b.questionId);
}
