import type {
  BookmarkView,
  CommentView,
  CourseTree,
  QuestionPage,
  QuestionView,
  SearchQuestionsBody,
  UpvoteView,
} from '@lms/domain/contract';

/** A question of the forum. */
export type Question = QuestionView;
/** A reply. */
export type Comment = CommentView;
/** A bookmark of the student. */
export type Bookmark = BookmarkView;
/** An upvote of the student. */
export type Upvote = UpvoteView;
/** A course of the student with its subjects and chapters. */
export type TreeCourse = CourseTree;
/** A subject in the course tree. */
export type TreeSubject = CourseTree['subjects'][number];
/** A chapter in the course tree. */
export type TreeChapter = TreeSubject['chapters'][number];
/** POST /qa/search-questions body. */
export type QuestionSearch = SearchQuestionsBody;
/** One page of the forum. */
export type { QuestionPage };
/** An author: id and name (an empty name is shown as Guest). */
export type QaAuthor = NonNullable<QuestionView['studentId']>;
