import type { QuestionPage, StaffQuestionQuery } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import type { QaActor } from './scope';
import { findQuestionPage } from './search-repository';

/** The questions of a staff member's subjects (all for an admin), newest first unless sorted. */
export function listStaffQuestions(
  ctx: AppContext,
  actor: QaActor,
  q: StaffQuestionQuery,
): Promise<QuestionPage> {
  const { search, ...rest } = q;
  return findQuestionPage(ctx.db, {
    ...rest,
    searchString: search,
    viewerId: null,
    subjectIds: actor.subjectIds,
  });
}
