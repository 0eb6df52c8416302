/** The only question status the client reads: it ends the thread (no replies, no edits). */
export const QA_COMPLETED = 'COMPLETED';

/** A question's status: open for replies, or completed by a Teacher. */
export type QuestionStatus = 'OPEN' | typeof QA_COMPLETED;

/** Who wrote a reply: a student, or staff (shown as Teacher). */
export type QaUserType = 'Student' | 'Admin';

/** Chapter names starting with these letters are not offered in the Q&A filters and form. */
export const EXCLUDED_CHAPTER_PREFIXES = ['P', 'B', 'Z', 'C'] as const;

/** True when a chapter may be chosen for a question (its name does not start with P, B, Z or C). */
export function isChapterOffered(name: string): boolean {
  const first = name.trimStart().charAt(0);
  return !(EXCLUDED_CHAPTER_PREFIXES as readonly string[]).includes(first);
}

/** True when a course has a Q&A forum: switched on, or a Q&A course card (which is nothing else). */
export function hasQaForum(course: { qa: boolean; type: string }): boolean {
  return course.qa || course.type === 'qna';
}

/** What the edit and reply rules need to know of a question. */
export interface QuestionFacts {
  status: string | null | undefined;
  /** The student who asked. */
  ownerId: string;
  /** How many replies it has. */
  answers: number;
}

/** What the edit rule needs to know of a reply. */
export interface ReplyFacts {
  _id: string;
  userType: string;
  /** The author's id (a student's or a staff member's). */
  userId: string;
}

/** True when the question is completed: no more replies or edits. */
export function isCompleted(status: string | null | undefined): boolean {
  return status === QA_COMPLETED;
}

/** A reply must say something: text (blank does not count) or at least one attachment. */
export function hasReplyContent(reply: string | null | undefined, attachments: number): boolean {
  return Boolean(reply?.trim()) || attachments > 0;
}

/** A reply may be added while the question is not COMPLETED. */
export function canReply(question: Pick<QuestionFacts, 'status'>): boolean {
  return !isCompleted(question.status);
}

/** A student may edit their own question while it has no replies and is not COMPLETED. */
export function canEditQuestion(question: QuestionFacts, studentId: string): boolean {
  return !isCompleted(question.status) && question.answers === 0 && question.ownerId === studentId;
}

/**
 * A student may edit a reply only when it is the last reply of the thread, is their own, and the
 * question is not COMPLETED.
 */
export function canEditReply(
  question: Pick<QuestionFacts, 'status'>,
  replies: readonly ReplyFacts[],
  replyId: string,
  studentId: string,
): boolean {
  const last = replies.at(-1);
  return (
    !isCompleted(question.status) &&
    last?._id === replyId &&
    last.userType === 'Student' &&
    last.userId === studentId
  );
}

/** True when students may ask in a subject: its course has a forum and the subject's own switch is on. */
export function subjectHasQa(course: { qa: boolean; type: string }, subject: { qa: boolean }): boolean {
  return hasQaForum(course) && subject.qa;
}
