import { z } from 'zod';
import { id, questionParams } from './common';
import {
  commentView,
  questionPage,
  questionView,
  staffCommentBody,
  staffCommentEditBody,
  staffQuestionEditBody,
  staffQuestionQuery,
} from './qa';
import { defineRoutes, staff } from './route';

/** `:commentId` in a path. */
export const commentParams = z.object({ commentId: id });

/** `:staffId` in a path: the mentor whose subjects are read or set. */
export const mentorParams = z.object({ staffId: id });

/** PATCH /staff/qa/questions/:questionId/status body: COMPLETED ends the thread, OPEN reopens it. */
export const questionStatusBody = z.object({ status: z.enum(['OPEN', 'COMPLETED']) });

/** PUT /staff/qa/mentors/:staffId/subjects body: the whole new list. */
export const mentorSubjectsBody = z.object({ subjectIds: z.array(id).max(500) });

/** The subjects a mentor answers. */
export const mentorSubjects = z.object({ subjectIds: z.array(z.string()) });
export type MentorSubjects = z.infer<typeof mentorSubjects>;

/** A question with its replies in order, as staff open it. */
export const staffThread = z.object({ question: questionView, comments: z.array(commentView) });
export type StaffThread = z.infer<typeof staffThread>;

/** The orders of the Teacher inbox: `Unanswered` puts questions with no Teacher reply first, newest first within each. */
export const STAFF_QA_SORTS = ['Unanswered', 'Date', 'Popularity', ''] as const;
/** One order of the Teacher inbox. */
export type StaffQaSort = (typeof STAFF_QA_SORTS)[number];

/** GET /staff/qa/questions query: the forum's filters, plus Teacher-answered and the unanswered-first order. */
export const staffInboxQuery = staffQuestionQuery.extend({
  sort: z.enum(STAFF_QA_SORTS).default(''),
  /** `false`: only questions no Teacher has replied to yet; `true`: only those with a Teacher reply. */
  answered: z.enum(['true', 'false']).optional(),
});
/** The checked Teacher inbox query. */
export type StaffInboxQuery = z.output<typeof staffInboxQuery>;

/** A chapter of a subject, for the inbox's filters and labels. */
export const qaChapterView = z.object({ _id: z.string(), name: z.string() });

/** A subject the staff member answers, with its course and chapters. */
export const qaSubjectView = z.object({
  _id: z.string(),
  name: z.string(),
  courseId: z.string(),
  courseName: z.string(),
  chapters: z.array(qaChapterView),
});
export type QaSubjectView = z.infer<typeof qaSubjectView>;

/** The answer to a delete. */
export const deletedData = z.object({ deleted: z.boolean() });

const mentor = staff('mentor');
const moderator = staff('moderator');

/**
 * The Teacher side of the forum: mentors see and answer the questions of their subjects (admins all),
 * complete or reopen threads, and edit or delete abusive content; moderators assign mentors' subjects.
 */
export const qaStaffRoutes = defineRoutes('qa staff', {
  questions: {
    method: 'GET',
    path: '/staff/qa/questions',
    access: mentor,
    summary: 'Questions of your subjects',
    query: staffInboxQuery,
    data: questionPage,
  },
  subjects: {
    method: 'GET',
    path: '/staff/qa/subjects',
    access: mentor,
    summary: 'The subjects you answer (all for an admin), with their course and chapters',
    data: z.array(qaSubjectView),
  },
  thread: {
    method: 'GET',
    path: '/staff/qa/questions/:questionId',
    access: mentor,
    summary: 'A question with its replies',
    params: questionParams,
    data: staffThread,
  },
  reply: {
    method: 'POST',
    path: '/staff/qa/questions/:questionId/comments',
    access: mentor,
    summary: 'Reply as Teacher',
    params: questionParams,
    body: staffCommentBody,
    data: commentView,
    status: 201,
  },
  setStatus: {
    method: 'PATCH',
    path: '/staff/qa/questions/:questionId/status',
    access: mentor,
    summary: 'Mark COMPLETED or reopen',
    params: questionParams,
    body: questionStatusBody,
    data: questionView,
  },
  editQuestion: {
    method: 'PATCH',
    path: '/staff/qa/questions/:questionId',
    access: mentor,
    summary: 'Edit a question (abusive content)',
    params: questionParams,
    body: staffQuestionEditBody,
    data: questionView,
  },
  deleteQuestion: {
    method: 'DELETE',
    path: '/staff/qa/questions/:questionId',
    access: mentor,
    summary: 'Delete a question and its thread',
    params: questionParams,
    data: deletedData,
  },
  editComment: {
    method: 'PATCH',
    path: '/staff/qa/comments/:commentId',
    access: mentor,
    summary: 'Edit a reply (abusive content)',
    params: commentParams,
    body: staffCommentEditBody,
    data: commentView,
  },
  deleteComment: {
    method: 'DELETE',
    path: '/staff/qa/comments/:commentId',
    access: mentor,
    summary: 'Delete a reply',
    params: commentParams,
    data: deletedData,
  },
  mentorSubjects: {
    method: 'GET',
    path: '/staff/qa/mentors/:staffId/subjects',
    access: moderator,
    summary: "A mentor's subjects",
    params: mentorParams,
    data: mentorSubjects,
  },
  setMentorSubjects: {
    method: 'PUT',
    path: '/staff/qa/mentors/:staffId/subjects',
    access: moderator,
    summary: 'Set the subjects a mentor answers',
    params: mentorParams,
    body: mentorSubjectsBody,
    data: mentorSubjects,
  },
});
