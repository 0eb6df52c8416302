import {
  hasQaForum,
  isChapterOffered,
  type MediaItem,
  qaMessages,
  storedPlainText,
  subjectHasQa,
} from '@lms/domain';
import type { QuestionView } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { badRequest, forbidden } from '../../lib/http-error';
import { cleanMedia } from './media';
import { findQuestionRow, insertQuestion } from './question-repository';
import { assertSelf, studentSubjectIds } from './scope';
import { findChapterPlace } from './scope-repository';
import { descriptionTrigrams, searchTextOf } from './search-text';
import { toQuestionView } from './views';

/** What a student asks (POST /qa/add-question). */
export interface AddQuestionInput {
  /** When given, must be the asker. */
  studentId?: string;
  courseId: string;
  subjectId: string;
  chapterId: string;
  questionDescription: string;
  media?: MediaItem[];
}

/**
 * Stores a student's question about a chapter of one of their groups' subjects. The chapter must
 * belong to the subject and the subject to the course, and be one the form offers; attachments of
 * types outside the allowed list are dropped. A course without a Q&A forum, or a subject whose Q&A is
 * switched off, takes no questions.
 */
export async function addQuestion(
  ctx: AppContext,
  studentId: string,
  input: AddQuestionInput,
): Promise<QuestionView> {
  assertSelf(studentId, input.studentId);
  // Math and line breaks are kept; HTML never is (converted to plain text, scripts dropped).
  const description = storedPlainText(input.questionDescription);
  if (!description) throw badRequest(qaMessages.detailsRequired);
  // The group check comes first, so nothing is learnt about other groups' chapters.
  if (!(await studentSubjectIds(ctx.db, studentId)).includes(input.subjectId))
    throw forbidden('Not your subject', 'You can ask only about the subjects of your groups.');
  const place = await findChapterPlace(ctx.db, input.chapterId);
  if (!place || place.subjectId !== input.subjectId || place.courseId !== input.courseId)
    throw badRequest('Unknown chapter', 'Choose a chapter of the chosen subject and course.');
  if (!hasQaForum(place.course))
    throw forbidden(
      'Q&A is off for this course',
      'This course has no Q&A forum, so questions cannot be asked in it.',
    );
  if (!subjectHasQa(place.course, place.subject))
    throw forbidden('Q&A is off for this subject', 'Questions cannot be asked in this subject.');
  if (!isChapterOffered(place.chapterName))
    throw badRequest('Chapter not offered', 'Questions cannot be asked about this chapter.');
  const media = cleanMedia(input.media);

  const id = await ctx.db.transaction((tx) =>
    insertQuestion(
      tx,
      {
        studentId,
        courseId: input.courseId,
        subjectId: input.subjectId,
        chapterId: input.chapterId,
        description,
        media,
        searchText: searchTextOf(description),
        createdAt: ctx.now(),
      },
      descriptionTrigrams(description),
    ),
  );
  return toQuestionView((await findQuestionRow(ctx.db, id, studentId))!);
}
