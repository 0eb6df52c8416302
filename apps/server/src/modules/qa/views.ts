import { type MediaItem, type QaUserType, type QuestionStatus, qaMessages } from '@lms/domain';
import type { CommentView, QuestionView } from '@lms/domain/contract';

/** A question row joined with its author and the viewer's like and bookmark. */
export interface QuestionRow {
  id: string;
  studentId: string | null;
  authorName: string | null;
  courseId: string;
  subjectId: string;
  chapterId: string;
  description: string;
  media: MediaItem[];
  status: QuestionStatus;
  answersCount: number;
  likesCount: number;
  upvotesCount: number;
  bookmarksCount: number;
  teacherRepliesCount: number;
  isLiked: boolean;
  isBookmarked: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** A comment row joined with its author and the viewer's upvote. */
export interface CommentRow {
  id: string;
  questionId: string;
  parentCommentId: string | null;
  userType: QaUserType;
  authorId: string | null;
  authorName: string | null;
  reply: string;
  media: MediaItem[];
  upvotesCount: number;
  isUpvoted: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const author = (id: string | null, name: string | null) => (id ? { _id: id, name: name ?? '' } : null);

/** The API shape of a question row. */
export function toQuestionView(r: QuestionRow): QuestionView {
  return {
    _id: r.id,
    studentId: author(r.studentId, r.authorName),
    courseId: r.courseId,
    subjectId: r.subjectId,
    chapterId: r.chapterId,
    questionDescription: r.description,
    media: r.media,
    status: r.status,
    answers: r.answersCount,
    likes: r.likesCount,
    upvotes: r.upvotesCount,
    bookmarks: r.bookmarksCount,
    teacherReplies: r.teacherRepliesCount,
    isLiked: r.isLiked,
    isBookmarked: r.isBookmarked,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/**
 * The API shape of a comment row. Students see a staff member's reply as the Teacher's, never by the
 * staff member's own name; staff see the name.
 */
export function toCommentView(r: CommentRow, viewer: 'student' | 'staff'): CommentView {
  const hideName = viewer === 'student' && r.userType === 'Admin';
  return {
    _id: r.id,
    questionId: r.questionId,
    commentId: r.parentCommentId,
    userId: author(r.authorId, hideName ? qaMessages.teacher : r.authorName),
    userType: r.userType,
    reply: r.reply,
    media: r.media,
    upvotes: r.upvotesCount,
    isUpvoted: r.isUpvoted,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
