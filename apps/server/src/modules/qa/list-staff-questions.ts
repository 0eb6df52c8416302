import type { QuestionPage, StaffInboxQuery } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import type { QaActor } from './scope';
import { findQuestionPage } from './search-repository';

/**
 * The questions of a staff member's subjects (all for an admin), newest first unless sorted;
 * `Unanswered` puts those without a Teacher reply first.
 */
export function listStaffQuestions(
  ctx: AppContext,
  actor: QaActor,
  q: StaffInboxQuery,
): Promise<QuestionPage> {
  const { search, sort, answered, ...rest } = q;
  return findQuestionPage(ctx.db, {
    ...rest,
    sort: sort === 'Unanswered' ? '' : sort,
    unansweredFirst: sort === 'Unanswered',
    teacherAnswered: answered === undefined ? undefined : answered === 'true',
    searchString: search,
    viewerId: null,
    subjectIds: actor.subjectIds,
  });
}
