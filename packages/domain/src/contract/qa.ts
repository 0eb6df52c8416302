import { z } from 'zod';
import { QA_MEDIA_MAX, QA_SORTS, QA_TEXT_MAX_LENGTH } from '../qa/list';
import { id, questionParams, selfId } from './common';
import { courseBase } from './course';
import { defineRoutes, student } from './route';

const optionalId = id.nullish().transform((v) => v ?? undefined);
const text = z.string().max(QA_TEXT_MAX_LENGTH, `must be at most ${QA_TEXT_MAX_LENGTH} characters`);

/** An attachment: MIME type and storage key (types outside the allowed list are dropped by the server). */
export const mediaItem = z.object({
  /** The MIME type. */
  mediaType: z.string().max(100),
  /** The storage key from GET /content/signed-request. */
  mediaUrl: z.string().min(1).max(500),
});

/** A list of attachments as sent (the allowed ones are kept, at most QA_MEDIA_MAX). */
export const mediaList = z.array(mediaItem).max(QA_MEDIA_MAX * 5);

/** The forum's sort/filter value: '' is None. */
export const qaSortValue = z.union([z.enum(QA_SORTS), z.literal('')]);

/** The forum's filter as sent: a sort value, or `None` (the original client's default) for ''. */
const qaFilter = z
  .union([qaSortValue, z.literal('None')])
  .nullish()
  .transform((v) => (v == null || v === 'None' ? '' : v));

/** POST /qa/add-question body. */
export const addQuestionBody = z.object({
  /** The caller (missing or `undefined`: the caller). */
  studentId: selfId,
  courseId: id,
  subjectId: id,
  chapterId: id,
  questionDescription: text,
  media: mediaList.default([]),
});
export type AddQuestionBody = z.input<typeof addQuestionBody>;

/** PATCH /qa/update-question body; without `media` the attachments stay. */
export const updateQuestionBody = z.object({
  questionId: id,
  /** When given, must be the caller. */
  studentId: selfId,
  questionDescription: text,
  media: mediaList.optional(),
});
export type UpdateQuestionBody = z.input<typeof updateQuestionBody>;

/** POST /qa/add-comment body; `commentId` makes it a reply to that comment. */
export const addCommentBody = z.object({
  questionId: id,
  /** The caller (missing or `undefined`: the caller). */
  userId: selfId,
  userType: z.literal('Student', 'a student replies as Student'),
  reply: text.default(''),
  media: mediaList.default([]),
  commentId: id.optional(),
});
export type AddCommentBody = z.input<typeof addCommentBody>;

/** PATCH /qa/update-comment body; without `media` the attachments stay. */
export const updateCommentBody = z.object({
  commentId: id,
  /** When given, must be the caller. */
  userId: selfId,
  reply: text.default(''),
  media: mediaList.optional(),
});
export type UpdateCommentBody = z.input<typeof updateCommentBody>;

/** POST /qa/search-questions body. */
export const searchQuestionsBody = z.object({
  /** When given, must be the caller. */
  studentId: selfId,
  /** None ('' or `None`), Date, Popularity, My_Questions or My_Bookmarks. */
  filter: qaFilter,
  courseId: optionalId,
  subjectId: optionalId,
  chapterId: optionalId,
  /** Words, Bengali or English, whole or part. */
  searchString: z
    .string()
    .max(500)
    .nullish()
    .transform((v) => v ?? ''),
  /** 1-based. */
  page: z.number().int().min(1).max(100_000).default(1),
  limit: z.number().int().min(1).max(100).default(40),
});
export type SearchQuestionsBody = z.input<typeof searchQuestionsBody>;
/** The checked POST /qa/search-questions body. */
export type SearchQuestionsInput = z.output<typeof searchQuestionsBody>;

/** POST /qa/get-question-keyword body (`courseId` narrows suggestions to the open forum). */
export const questionKeywordBody = z.object({ searchString: z.string().max(500), courseId: optionalId });

/** POST /qa/student-bookmark-question body. */
export const bookmarkQuestionBody = z.object({
  /** The caller (missing or `undefined`: the caller). */
  studentId: selfId,
  questionId: id,
});

/** POST /qa/upvote-answer body. */
export const upvoteAnswerBody = z.object({ commentId: id, questionId: id });

/** A staff reply (userType Admin, shown as Teacher). */
export const staffCommentBody = z.object({
  reply: text.default(''),
  media: mediaList.default([]),
  commentId: id.optional(),
});

/** Staff edit of a question (abusive content). */
export const staffQuestionEditBody = z.object({ questionDescription: text, media: mediaList.optional() });

/** Staff edit of a reply (abusive content). */
export const staffCommentEditBody = z.object({ reply: text, media: mediaList.optional() });

/** GET /staff/qa/questions query. */
export const staffQuestionQuery = z.object({
  status: z.enum(['OPEN', 'COMPLETED']).optional(),
  courseId: id.optional(),
  subjectId: id.optional(),
  chapterId: id.optional(),
  search: z.string().max(500).optional(),
  sort: z.enum(['Date', 'Popularity', '']).default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(40),
});
/** The checked staff question list query. */
export type StaffQuestionQuery = z.output<typeof staffQuestionQuery>;

const author = z.object({ _id: z.string(), name: z.string() });

/** A question as the student app reads it. */
export const questionView = z.object({
  _id: z.string(),
  /** The asker; null once their account is gone (shown as Guest). */
  studentId: author.nullable(),
  courseId: z.string(),
  subjectId: z.string(),
  chapterId: z.string(),
  questionDescription: z.string(),
  media: z.array(mediaItem),
  /** COMPLETED ends the thread: no replies, no edits. */
  status: z.enum(['OPEN', 'COMPLETED']),
  /** Number of replies. */
  answers: z.number(),
  likes: z.number(),
  /** Upvotes of all its replies together. */
  upvotes: z.number(),
  bookmarks: z.number(),
  /** Replies by staff (Teacher). */
  teacherReplies: z.number(),
  isLiked: z.boolean(),
  isBookmarked: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QuestionView = z.infer<typeof questionView>;

/** A reply as the student app reads it. */
export const commentView = z.object({
  _id: z.string(),
  questionId: z.string(),
  /** The reply this one answers, if it was sent as a reply to a comment. */
  commentId: z.string().nullable(),
  /** The author; null once their account is gone (shown as Guest). */
  userId: author.nullable(),
  /** Student, or Admin (shown as Teacher). */
  userType: z.enum(['Student', 'Admin']),
  reply: z.string(),
  media: z.array(mediaItem),
  upvotes: z.number(),
  isUpvoted: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CommentView = z.infer<typeof commentView>;

/** A bookmark in a student's list: the id of the bookmarked question. */
export const bookmarkView = z.string();
export type BookmarkView = z.infer<typeof bookmarkView>;

/** An upvote in a student's list: the id of the upvoted reply. */
export const upvoteView = z.string();
export type UpvoteView = z.infer<typeof upvoteView>;

/** One page of the forum (POST /qa/search-questions data). */
export const questionPage = z.object({ questions: z.array(questionView), totalRecords: z.number() });
export type QuestionPage = z.infer<typeof questionPage>;

/** POST /qa/upvote-answer data: the student's upvotes in the thread and the reply with its new count. */
export const upvoteResult = z.object({ comments: z.array(upvoteView), updatedComment: commentView });
export type UpvoteResult = z.infer<typeof upvoteResult>;

/** A keyword suggestion (POST /qa/get-question-keyword data item). */
export const keywordSuggestion = z.object({ _id: z.string(), questionDescription: z.string() });
export type KeywordSuggestion = z.infer<typeof keywordSuggestion>;

/** A course of the student with the subjects of their groups and those subjects' chapters. */
export const courseTree = courseBase.extend({
  /** The ids of the course's subjects that have a Q&A forum for the student; empty when it has none. */
  qa: z.array(z.string()),
  subjects: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      chapters: z.array(z.object({ _id: z.string(), name: z.string() })),
    }),
  ),
});
export type CourseTree = z.infer<typeof courseTree>;

/** `:studentId` in a path: the caller (`undefined` as text: the caller). */
export const studentParams = z.object({ studentId: selfId });

/** GET /qa/get-upvotes query: the upvotes of one thread, or all. */
export const upvotesQuery = z.object({ questionId: id.optional() });

/** POST /qa/like-question body. */
export const likeQuestionBody = z.object({ questionId: id });

/** The student's Q&A forum, every call limited to the subjects of the caller's groups. */
export const qaRoutes = defineRoutes('qa', {
  courseTree: {
    method: 'GET',
    path: '/student/courseByStudentWithSubjectAndChapter',
    access: student,
    summary: "The student's courses with their subjects and chapters",
    data: z.array(courseTree),
  },
  groupSubjects: {
    method: 'GET',
    path: '/qa/get-subject-by-group-by-student',
    access: student,
    summary: "The subject ids of the student's groups",
    data: z.array(z.string()),
  },
  addQuestion: {
    method: 'POST',
    path: '/qa/add-question',
    access: student,
    summary: 'Ask a question',
    body: addQuestionBody,
    data: questionView,
    status: 201,
    errorMessage: true,
  },
  updateQuestion: {
    method: 'PATCH',
    path: '/qa/update-question',
    access: student,
    summary: 'Edit your question while it has no replies',
    body: updateQuestionBody,
    data: questionView,
  },
  question: {
    method: 'GET',
    path: '/qa/get-question/:questionId',
    access: student,
    summary: 'One question',
    params: questionParams,
    data: questionView,
  },
  searchQuestions: {
    method: 'POST',
    path: '/qa/search-questions',
    access: student,
    summary: 'A page of the forum: filters, sort, words',
    body: searchQuestionsBody,
    data: questionPage,
  },
  questionKeywords: {
    method: 'POST',
    path: '/qa/get-question-keyword',
    access: student,
    summary: 'Keyword suggestions',
    body: questionKeywordBody,
    data: z.array(keywordSuggestion),
  },
  likeQuestion: {
    method: 'POST',
    path: '/qa/like-question',
    access: student,
    summary: 'Like or unlike a question',
    body: likeQuestionBody,
    data: questionView,
  },
  bookmarkQuestion: {
    method: 'POST',
    path: '/qa/student-bookmark-question',
    access: student,
    summary: 'Bookmark or unbookmark a question; returns the bookmarks',
    body: bookmarkQuestionBody,
    data: z.array(bookmarkView),
  },
  bookmarks: {
    method: 'GET',
    path: '/qa/get-bookmarked-questions/:studentId',
    access: student,
    summary: 'Your bookmarks',
    params: studentParams,
    data: z.array(bookmarkView),
  },
  comments: {
    method: 'GET',
    path: '/qa/get-comments/:questionId',
    access: student,
    summary: 'The replies in order',
    params: questionParams,
    data: z.array(commentView),
  },
  addComment: {
    method: 'POST',
    path: '/qa/add-comment',
    access: student,
    summary: 'Reply to a question or to a reply',
    body: addCommentBody,
    data: commentView,
    status: 201,
    errorMessage: true,
  },
  updateComment: {
    method: 'PATCH',
    path: '/qa/update-comment',
    access: student,
    summary: 'Edit your reply while it is the last one',
    body: updateCommentBody,
    data: commentView,
  },
  upvotes: {
    method: 'GET',
    path: '/qa/get-upvotes',
    access: student,
    summary: 'Your upvotes',
    query: upvotesQuery,
    data: z.array(upvoteView),
  },
  upvoteAnswer: {
    method: 'POST',
    path: '/qa/upvote-answer',
    access: student,
    summary: 'Upvote or un-upvote a reply',
    body: upvoteAnswerBody,
    data: upvoteResult,
  },
});
