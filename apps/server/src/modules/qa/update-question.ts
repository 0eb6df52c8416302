import { canEditQuestion, isCompleted, type MediaItem, qaMessages, storedPlainText } from '@lms/domain';
import type { QuestionView } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { badRequest, conflict, forbidden } from '../../lib/http-error';
import { cleanMedia } from './media';
import { findQuestion, findQuestionRow, updateQuestionContent } from './question-repository';
import { assertSees, assertSelf, type QaActor } from './scope';
import { descriptionTrigrams, searchTextOf } from './search-text';
import { toQuestionView } from './views';

/** A change to a question: new text and, when given, new attachments. */
export interface UpdateQuestionInput {
  questionId: string;
  /** When given, must be the acting student. */
  studentId?: string;
  questionDescription: string;
  media?: MediaItem[];
}

/**
 * Changes a question. A student changes only their own, while it has no replies and is not
 * COMPLETED; staff may change any question of their subjects (abusive content).
 */
export async function updateQuestion(
  ctx: AppContext,
  actor: QaActor,
  input: UpdateQuestionInput,
): Promise<QuestionView> {
  assertSelf(actor.id, input.studentId);
  // Math and line breaks are kept; HTML never is (converted to plain text, scripts dropped).
  const description = storedPlainText(input.questionDescription);
  if (!description) throw badRequest(qaMessages.detailsRequired);
  await ctx.db.transaction(async (tx) => {
    const question = await findQuestion(tx, input.questionId, true);
    assertSees(actor, question);
    if (actor.kind === 'student') {
      if (question.studentId !== actor.id)
        throw forbidden('Not your question', 'You can edit only your own questions.');
      if (isCompleted(question.status))
        throw conflict('Question completed', 'A completed question cannot be edited.');
      const facts = { status: question.status, ownerId: question.studentId, answers: question.answersCount };
      if (!canEditQuestion(facts, actor.id))
        throw conflict('Question has replies', 'A question can be edited only before it has replies.');
    }
    await updateQuestionContent(
      tx,
      question.id,
      {
        description,
        media: input.media === undefined ? question.media : cleanMedia(input.media),
        searchText: searchTextOf(description),
        updatedAt: ctx.now(),
      },
      descriptionTrigrams(description),
    );
  });
  const viewer = actor.kind === 'student' ? actor.id : null;
  return toQuestionView((await findQuestionRow(ctx.db, input.questionId, viewer))!);
}
