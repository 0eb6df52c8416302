import { z } from 'zod';
import { questionParams } from './common';
import { examAccess } from './exam-access';
import {
  questionImportBody,
  questionInput,
  questionPatch,
  questionSearchQuery,
  rescoreImpactView,
  staffQuestionView,
} from './exam-staff';
import { defineRoutes } from './route';

/** The most questions one call of the row import takes: the console sends a file in chunks of this size. */
export const QUESTION_IMPORT_CHUNK = 100;

/** One page of a bank search with the number of questions matching the filters. */
export const questionBankPage = z.object({
  items: z.array(
    staffQuestionView.extend({
      /** How many exams use this question. */
      exams: z.number(),
    }),
  ),
  total: z.number(),
});
export type QuestionBankPage = z.infer<typeof questionBankPage>;

/** A file row that cannot be imported, and why; `row` is its line (CSV, Excel) or place (JSON, from 1). */
export const questionImportError = z.object({ row: z.number(), message: z.string() });

/** A good row of an import file, as the question it makes. */
export const questionImportRow = z.object({ row: z.number().int().min(1), question: questionInput });
export type QuestionImportRow = z.input<typeof questionImportRow>;

/** The dry run of an import file: every good row as a question, and the bad rows. Nothing written. */
export const questionImportPreview = z.object({
  total: z.number(),
  /** The good rows ready to send to the row import, in file order. */
  questions: z.array(questionImportRow),
  errors: z.array(questionImportError),
});
export type QuestionImportPreview = z.infer<typeof questionImportPreview>;

/** POST /staff/question-bank/import/rows body: a chunk of rows checked by the preview. */
export const questionImportRowsBody = z.object({
  rows: z.array(questionImportRow).min(1).max(QUESTION_IMPORT_CHUNK),
});

/** What a chunk import did: the questions made, and the rows refused (the same rule as the preview). */
export const questionImportRowsReport = z.object({
  created: z.number(),
  ids: z.array(z.string()),
  errors: z.array(questionImportError),
});
export type QuestionImportRowsReport = z.infer<typeof questionImportRowsReport>;

/** One version of a question and the exams that show it. */
export const questionVersionView = staffQuestionView.extend({
  /** The exams using this version: published ones keep their frozen copy, the others the newest. */
  exams: z.array(z.object({ _id: z.string(), title: z.string(), published: z.boolean() })),
});
export type QuestionVersionView = z.infer<typeof questionVersionView>;

/** A subject a question can be tagged with. */
export const questionSubjectOption = z.object({ _id: z.string(), name: z.string(), course: z.string() });
export type QuestionSubjectOption = z.infer<typeof questionSubjectOption>;

/**
 * What a change of a bank question would do to the scored results of the exams that follow it (those
 * without published results; a published exam keeps its frozen copy and is not scored again).
 */
export const questionUpdateImpactView = z.object({
  /** One impact per following exam with scored results. */
  exams: z.array(
    rescoreImpactView.extend({
      /** The exam's title. */
      title: z.string(),
    }),
  ),
  /** Saving needs `confirmRescore: true` (some exam's result would change). */
  needsConfirmation: z.boolean(),
});
export type QuestionUpdateImpactView = z.infer<typeof questionUpdateImpactView>;

const { bank } = examAccess;

/**
 * The question bank's console routes beyond examStaffRoutes' question CRUD: a counted page of a
 * search, the version history, the subjects and chapters to tag with, and the import's dry run and
 * chunked row import (question uploaders and exam moderators; admin always passes).
 */
export const questionBankRoutes = defineRoutes('question bank', {
  questionBankPage: {
    method: 'GET',
    path: '/staff/question-bank',
    access: bank,
    summary: 'A page of the bank search (the filters of GET /staff/questions) with the total',
    query: questionSearchQuery,
    data: questionBankPage,
  },
  questionVersions: {
    method: 'GET',
    path: '/staff/questions/:questionId/versions',
    access: bank,
    summary: "A question's versions, newest first, with the exams that show each",
    params: questionParams,
    data: z.array(questionVersionView),
  },
  previewQuestionUpdate: {
    method: 'POST',
    path: '/staff/questions/:questionId/update-preview',
    access: bank,
    summary:
      'What a change of the question (the body of PATCH /staff/questions/:questionId) would do to the scored results of the exams following it; nothing is stored',
    params: questionParams,
    body: questionPatch,
    data: questionUpdateImpactView,
  },
  questionSubjects: {
    method: 'GET',
    path: '/staff/question-bank/subjects',
    access: bank,
    summary: 'The subjects questions can be tagged with, and the chapters used in the bank',
    data: z.object({ subjects: z.array(questionSubjectOption), chapters: z.array(z.string()) }),
  },
  previewQuestionImport: {
    method: 'POST',
    path: '/staff/question-bank/import/preview',
    access: bank,
    summary: 'Check a CSV, Excel or JSON file of questions row by row without writing anything',
    body: questionImportBody,
    data: questionImportPreview,
    bodyLimit: 20 * 1024 * 1024,
  },
  importQuestionRows: {
    method: 'POST',
    path: '/staff/question-bank/import/rows',
    access: bank,
    summary: 'Add a chunk of checked rows to the bank (the same rule as create)',
    body: questionImportRowsBody,
    data: questionImportRowsReport,
    bodyLimit: 10 * 1024 * 1024,
  },
});
