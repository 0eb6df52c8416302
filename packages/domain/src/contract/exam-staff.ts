import { z } from 'zod';
import {
  DEFAULT_DELIVERY,
  feedbackBandProblems,
  NAVIGATION_MODES,
  RESULT_SHOWS,
  RESULT_TIMINGS,
} from '../exam/delivery';
import { NEGATIVE_MARKING_MODES } from '../exam/negative-marking';
import { QUESTION_DIFFICULTIES } from '../exam/question-rules';
import { MAX_OPTIONS, QUESTION_TYPES } from '../exam/types';
import { id, questionParams } from './common';
import { examAccess } from './exam-access';
import { examGroupParams, examParams, resultQuestionView } from './exams';
import { defineRoutes } from './route';

// ---------------------------------------------------------------------------------------------------
// Inputs

/** A page of a staff list: at most 200 rows, 50 unless said. */
export const staffPage = {
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
};

/** GET /staff/exams query. */
export const staffPageQuery = z.object(staffPage);

/** How a bank search may be ordered: newest first (default), oldest first, or by the question text. */
export const QUESTION_SORTS = ['newest', 'oldest', 'updated', 'title'] as const;

/** GET /staff/questions query: every filter given must match. */
export const questionSearchQuery = z.object({
  subjectId: id.optional(),
  type: z.enum(QUESTION_TYPES).optional(),
  /** One tag the question carries. */
  tag: z.string().trim().min(1).max(60).optional(),
  /** Part of the question's text or of one of its options (any language, letter case ignored). */
  search: z.string().trim().min(1).max(100).optional(),
  /** The chapter, exactly as tagged. */
  chapter: z.string().trim().min(1).max(200).optional(),
  difficulty: z.enum(QUESTION_DIFFICULTIES).optional(),
  /** 'true': only questions some exam uses; 'false': only questions no exam uses. */
  used: z.enum(['true', 'false']).optional(),
  sort: z.enum(QUESTION_SORTS).default('newest'),
  ...staffPage,
});

/** A bank search as a caller writes it (the defaults left out). */
export type QuestionSearchQueryInput = z.input<typeof questionSearchQuery>;

const questionFields = {
  type: z.enum(QUESTION_TYPES),
  /** Plain text with LaTeX (`$...$` inline, `$$...$$` display), Bengali or English. */
  title: z.string().trim().min(1, 'the question text is empty').max(20_000),
  /** Option texts (an image option's text is the image's key or URL), up to 11 (A to K). */
  options: z.array(z.string().max(2_000)).max(MAX_OPTIONS, `at most ${MAX_OPTIONS} options`),
  /**
   * Which options are images: a JSON string or an object mapping an option (index from 0, or letter A-K)
   * to 'image'.
   */
  optionType: z.union([z.string().max(2_000), z.record(z.string(), z.string())]).nullish(),
  /** The key: MCQ `[optionText]`, checkbox `[optionText, ...]`, MCA one 'true'|'false' per option; written: an optional model answer. */
  answer: z.array(z.string().max(20_000)).max(MAX_OPTIONS),
  /** Plain text with LaTeX, like the question. */
  explanation: z.string().max(50_000),
  /** More explanation: an image key or address, or text. */
  explanationExt: z.string().max(2_000),
  /** Image keys of the question. */
  image: z.array(z.string().trim().min(1).max(500)).max(10),
  /** File keys of the question. */
  file: z.array(z.string().trim().min(1).max(500)).max(10),
  subjectId: id.nullish(),
  tags: z.array(z.string().trim().min(1).max(60)).max(20),
  /** Default point when the question is put in an exam. */
  point: z.number().positive().max(1_000),
  /** Marks lost for a wrong answer, as authored; at most the point. */
  negativeMark: z.number().min(0).max(1_000),
  /** The chapter of the subject ('' for none). */
  chapter: z.string().trim().max(200),
  difficulty: z.enum(QUESTION_DIFFICULTIES).nullable(),
};

/** A question as staff send it (create and import). Options and the key in canonical order. */
export const questionInput = z.object({
  ...questionFields,
  options: questionFields.options.default([]),
  answer: questionFields.answer.default([]),
  explanation: questionFields.explanation.default(''),
  explanationExt: questionFields.explanationExt.default(''),
  image: questionFields.image.default([]),
  file: questionFields.file.default([]),
  tags: questionFields.tags.default([]),
  point: questionFields.point.default(1),
  negativeMark: questionFields.negativeMark.default(0),
  chapter: questionFields.chapter.default(''),
  difficulty: questionFields.difficulty.default(null),
});

/** The parsed question input. */
export type QuestionInput = z.infer<typeof questionInput>;

/** A change to a question: the fields sent replace the stored ones. */
export const questionPatch = z.object(questionFields).partial();

/** A parsed change to a question. */
export type QuestionPatch = z.infer<typeof questionPatch>;

/** POST /staff/questions/import body: a whole CSV or JSON file as text. */
export const questionImportBody = z.object({
  /** `xlsx`: the workbook's bytes in base64 (the first worksheet is read, with CSV's columns). */
  format: z.enum(['csv', 'json', 'xlsx']),
  content: z
    .string()
    .min(1)
    .max(10 * 1024 * 1024),
});

const subjectCount = z.object({ subjectId: id, count: z.number().int().min(1).max(1_000) });
const section = z.array(subjectCount).max(50).default([]);

/** A segmented exam's subject rules as staff send them. */
export const segmentedDetailsInput = z.object({
  mandatorySubjects: section,
  compulsoryOptionalSubjects: section,
  optionalSubjects: section,
  totalSubjects: z.number().int().min(1).max(50),
  totalQuestions: z.number().int().min(1).max(5_000),
  minimumCompulsoryOptionalSubjects: z.number().int().min(0).max(50).default(0),
});

/** How the paper is delivered and what its result shows; each field left out keeps what exams always did. */
export const examDeliveryInput = z.object({
  /** Questions on one page of the student's paper; null (the default): all on one page. */
  questionsPerPage: z.number().int().min(1, 'must be at least 1').max(1_000).nullable().default(null),
  /** `free` (the default): any question in any order; `sequential`: page by page, never back. */
  navigation: z.enum(NAVIGATION_MODES).default(DEFAULT_DELIVERY.navigation),
  /** What a result shows: `marks`, `marksKey` or `marksKeyExplanations` (the default). */
  resultShows: z.enum(RESULT_SHOWS).default(DEFAULT_DELIVERY.resultShows),
  /**
   * When a live exam's result shows: `atOnce` (after the submit; the key and explanations once every
   * window has closed) or `atPublish` (the default). A practice exam's always shows at once.
   */
  resultTiming: z.enum(RESULT_TIMINGS).default(DEFAULT_DELIVERY.resultTiming),
  /** Feedback texts by score band (percent of the total, `from` included, `to` excluded but 100); no overlaps. */
  feedbackBands: z
    .array(
      z.object({
        from: z.number().min(0).max(100),
        to: z.number().min(0).max(100),
        text: z.string().trim().min(1).max(1_000),
      }),
    )
    .max(20)
    .default([])
    .superRefine((bands, check) => {
      for (const message of feedbackBandProblems(bands)) check.addIssue({ code: 'custom', message });
    }),
});

/** The delivery settings as stored and shown. */
export const examDeliveryView = z.object({
  questionsPerPage: z.number().nullable(),
  navigation: z.enum(NAVIGATION_MODES),
  resultShows: z.enum(RESULT_SHOWS),
  resultTiming: z.enum(RESULT_TIMINGS),
  feedbackBands: z.array(z.object({ from: z.number(), to: z.number(), text: z.string() })),
});

const examFields = {
  title: z.string().trim().min(1).max(300),
  /** Shown in the Exam Instruction dialog: plain text with LaTeX (markup sent is converted to plain text). */
  instruction: z.string().max(50_000),
  subjectId: id.nullable(),
  isPracticeExam: z.boolean(),
  isSegmentedExam: z.boolean(),
  segmentedExamDetails: segmentedDetailsInput.nullable(),
  /**
   * What a wrong answer loses: `none`; `fraction`, `negativeMarkPerQuestion` of each question's marks;
   * `questionMarks`, each question's own negative marks from the bank. Absent: `fraction` when
   * `negativeMarkPerQuestion` is sent above 0, `none` when it is sent as 0, else unchanged (a new exam: none).
   */
  negativeMarking: z.enum(NEGATIVE_MARKING_MODES),
  /**
   * Fraction of a question's marks lost per wrong answer (0.25 = a quarter), with `negativeMarking:
   * 'fraction'` only (above 0 there); 0 with the other modes.
   */
  negativeMarkPerQuestion: z.number().min(0, 'must be between 0 and 1').max(1, 'must be between 0 and 1'),
  /**
   * Pass mark in percent. A new exam must name it (no default: 0 would pass every student); the
   * console offers the institute's usual one (`usualPassMark` of GET /staff/exam-options).
   */
  passMark: z
    .number({
      error: (issue) => (issue.input === undefined ? 'required, in percent from 0 to 100' : undefined),
    })
    .min(0)
    .max(100),
  /** Shuffle the questions per attempt. */
  shuffleQuestions: z.boolean(),
  /** Shuffle each question's options per attempt. */
  shuffleOptions: z.boolean(),
  /**
   * Retakes a student may make of a practice exam: null (the default) without limit, 0 none. A live exam
   * is taken once: it accepts only null or 0.
   */
  retakeLimit: z.number().int().min(0).max(1_000).nullable(),
  /** The questions in order; `point` defaults to the bank question's point. */
  questions: z
    .array(z.object({ questionId: id, point: z.number().positive().max(1_000).optional() }))
    .max(1_000),
  /** Pages, navigation, what results show and when, feedback by score band (sent whole). */
  delivery: examDeliveryInput,
};

/** A new exam. */
export const examInput = z.object({
  ...examFields,
  instruction: examFields.instruction.default(''),
  subjectId: examFields.subjectId.optional().transform((v) => v ?? null),
  isPracticeExam: examFields.isPracticeExam.default(false),
  isSegmentedExam: examFields.isSegmentedExam.default(false),
  segmentedExamDetails: examFields.segmentedExamDetails.optional().transform((v) => v ?? null),
  negativeMarking: examFields.negativeMarking.optional(),
  negativeMarkPerQuestion: examFields.negativeMarkPerQuestion.optional(),
  shuffleQuestions: examFields.shuffleQuestions.default(false),
  shuffleOptions: examFields.shuffleOptions.default(true),
  retakeLimit: examFields.retakeLimit.optional().transform((v) => v ?? null),
  questions: examFields.questions.default([]),
  delivery: examFields.delivery.prefault({}),
});

/** A new exam, parsed. */
export type ExamInput = z.infer<typeof examInput>;

/** A change to an exam: the fields sent replace the stored ones (`questions` replaces the whole list). */
export const examPatch = z.object(examFields).partial();

/** A parsed change to an exam. */
export type ExamPatch = z.infer<typeof examPatch>;

/**
 * Once results exist, a change that re-scores them is applied only with `confirmRescore: true`; without
 * it the call is refused with 409 (code `rescoreNotConfirmed`) naming what would change.
 */
const confirmRescore = z.boolean().optional();

/** PATCH /staff/exams/{examId} body: a change, and the confirmation of the re-score it causes. */
export const examUpdateBody = examPatch.extend({ confirmRescore });

/** A parsed exam update. */
export type ExamUpdateBody = z.infer<typeof examUpdateBody>;

const scheduleFields = {
  startsAt: z.iso.datetime({ offset: true }),
  /** End of a live exam's window; ignored for practice exams (no end). */
  endsAt: z.iso.datetime({ offset: true }).nullable(),
  /** Minutes. */
  duration: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
  multipleTimesSubmission: z.boolean(),
  gpaFactor: z
    .object({ hsc: z.number().min(0).max(100).default(0), ssc: z.number().min(0).max(100).default(0) })
    .nullable(),
  cutMarks: z.number().min(0).max(10_000).nullable(),
};

/** An exam given to a group with its schedule. */
export const assignmentInput = z.object({
  groupId: id,
  ...scheduleFields,
  endsAt: scheduleFields.endsAt.optional().transform((v) => v ?? null),
  multipleTimesSubmission: scheduleFields.multipleTimesSubmission.default(true),
  gpaFactor: scheduleFields.gpaFactor.optional().transform((v) => v ?? null),
  cutMarks: scheduleFields.cutMarks.optional().transform((v) => v ?? null),
});

/** A parsed assignment. */
export type AssignmentInput = z.infer<typeof assignmentInput>;

/** A change to a schedule: the fields sent replace the stored ones. */
export const assignmentPatch = z.object(scheduleFields).partial();

/** A parsed change to a schedule. */
export type AssignmentPatch = z.infer<typeof assignmentPatch>;

/** PATCH /staff/exams/{examId}/assignments/{groupId} body: a change, and the confirmation of its re-score. */
export const assignmentUpdateBody = assignmentPatch.extend({ confirmRescore });

/** The answer-key fix's body field that confirms the re-score (see `confirmRescore`). */
export const rescoreConfirmation = { confirmRescore };

/**
 * PATCH /staff/questions/{questionId} body: the change, and `confirmRescore: true` when it would change
 * a scored result of an exam following the question (else 409 `rescoreNotConfirmed`).
 */
export const questionUpdateBody = questionPatch.extend({ confirmRescore });

/**
 * Publish a whole group's results, some students' results, or the exam's (`scope`): `exam` publishes
 * every group given the exam and is refused (409, naming each open group and until when) while any
 * group's window of a live exam is open; `closedGroups` publishes only the groups whose window closed.
 */
export const publishInput = z
  .object({
    groupId: id.optional(),
    studentIds: z.array(id).min(1).max(20_000).optional(),
    scope: z.enum(['exam', 'closedGroups']).optional(),
    /** Who gets a result SMS once the results are published (default nobody). */
    sms: z.enum(['none', 'students', 'guardians', 'both']).default('none'),
  })
  .refine((v) => [v.groupId, v.studentIds, v.scope].filter((x) => x !== undefined).length === 1, {
    message: 'give one of groupId, studentIds or scope',
  });

/** A publish request (`sms` may be left out: nobody is texted). */
export type PublishInput = z.input<typeof publishInput>;

/** GET /staff/exams/{examId}/publish-preview query: the publish to preview (the forms of `scope`). */
export const publishPreviewQuery = z.object({ scope: z.enum(['exam', 'closedGroups']).default('exam') });

/** GET /staff/exams/{examId}/results query: one group, or all. */
export const staffResultsQuery = z.object({ groupId: id.optional() });

/** GET /staff/exams/{examId}/written-answers query; `pending` (default) keeps the unmarked answers only. */
export const writtenAnswersQuery = z.object({
  groupId: id.optional(),
  pending: z.enum(['true', 'false']).default('true'),
  ...staffPage,
});

/** `:examId`, `:attemptId` and `:questionId` in a path: one answer of an attempt. */
export const markAnswerParams = z.object({ examId: id, attemptId: id, questionId: id });

/** An examiner's marking of one written answer. */
export const markInput = z.object({
  marks: z.number().min(0).max(1_000),
  notes: z.string().max(5_000).default(''),
  /** Evaluated copies of uploaded files: the file's key -> the key of the marked copy. */
  evaluatedKeys: z.record(z.string().max(500), z.string().min(1).max(500)).default({}),
});

/** A parsed marking. */
export type MarkInput = z.infer<typeof markInput>;

// ---------------------------------------------------------------------------------------------------
// Views

/** A bank question as staff see it: with its key, explanations and tags, options in canonical order. */
export const staffQuestionView = resultQuestionView.extend({
  tags: z.array(z.string()),
  chapter: z.string(),
  difficulty: z.enum(QUESTION_DIFFICULTIES).nullable(),
  negativeMark: z.number(),
  /** 1 for a new question; moves when an edit freezes the old text for a published exam. */
  version: z.number(),
  /** Null for a bank question; for a frozen older version, the bank question it is a version of. */
  versionOf: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffQuestionView = z.infer<typeof staffQuestionView>;

/** What an import did: the questions made, and one line per rejected row. */
export const questionImportReport = z.object({
  created: z.number(),
  ids: z.array(z.string()),
  /** A rejected row: its number (the CSV line, or the place in the JSON array) and what is wrong. */
  errors: z.array(z.object({ row: z.number(), message: z.string() })),
});
export type QuestionImportReport = z.infer<typeof questionImportReport>;

/** An exam in the staff list. */
export const staffExamListItem = z.object({
  _id: z.string(),
  title: z.string(),
  isPracticeExam: z.boolean(),
  isSegmentedExam: z.boolean(),
  subjectId: z.string().nullable(),
  /** How many questions it has. */
  questions: z.number(),
  /** How many groups it is given to. */
  groups: z.number(),
  createdAt: z.string(),
});

const storedSubjectCount = z.object({ subjectId: z.string(), count: z.number() });

/** A segmented exam's subject rules as stored. */
export const staffSegmentedDetailsView = z.object({
  mandatorySubjects: z.array(storedSubjectCount).readonly(),
  compulsoryOptionalSubjects: z.array(storedSubjectCount).readonly(),
  optionalSubjects: z.array(storedSubjectCount).readonly(),
  totalSubjects: z.number(),
  totalQuestions: z.number(),
  minimumCompulsoryOptionalSubjects: z.number(),
});

/** A group's schedule of an exam as staff see it. */
const scheduleView = {
  startsAt: z.string(),
  /** Null for practice exams. */
  endsAt: z.string().nullable(),
  /** Minutes. */
  duration: z.number(),
  multipleTimesSubmission: z.boolean(),
  gpaFactor: z.object({ hsc: z.number().nullish(), ssc: z.number().nullish() }).nullable(),
  cutMarks: z.number().nullable(),
};

/** An exam as staff see it: questions with keys and points, and its groups with their schedules. */
export const staffExamView = z.object({
  _id: z.string(),
  title: z.string(),
  instruction: z.string(),
  subjectId: z.string().nullable(),
  isPracticeExam: z.boolean(),
  isSegmentedExam: z.boolean(),
  segmentedExamDetails: staffSegmentedDetailsView.nullable(),
  /** What a wrong answer loses (see `negativeMarking` of the exam input). */
  negativeMarking: z.enum(NEGATIVE_MARKING_MODES),
  /** The fraction under `fraction`, else 0. */
  negativeMarkPerQuestion: z.number(),
  passMark: z.number(),
  shuffleQuestions: z.boolean(),
  shuffleOptions: z.boolean(),
  /** Retakes a student may make of a practice exam: null without limit, 0 none. */
  retakeLimit: z.number().nullable(),
  /** Pages, navigation, what results show and when, feedback by score band. */
  delivery: examDeliveryView,
  totalMarks: z.number(),
  /** Moves on every change of the exam, its questions or its groups. */
  version: z.number(),
  /** The bank question with the point it has in this exam. */
  questions: z.array(staffQuestionView),
  assignments: z.array(
    z.object({
      _id: z.string(),
      groupId: z.string(),
      ...scheduleView,
      /** When the group's results were published, or null. */
      resultsPublishedAt: z.string().nullable(),
    }),
  ),
});
export type StaffExamView = z.infer<typeof staffExamView>;

/** An exam given to a group, with its schedule. */
export const assignmentView = z.object({
  _id: z.string(),
  examId: z.string(),
  groupId: z.string(),
  ...scheduleView,
});

/** What taking an exam away from a group answers. */
export const assignmentRemoved = z.object({
  examId: z.string(),
  groupId: z.string(),
  removed: z.boolean(),
});

/** What a publish did: results made visible, students notified. */
export const publishReport = z.object({
  examId: z.string(),
  published: z.number(),
  notified: z.number(),
  /** The groups published (none when students were named). */
  groupIds: z.array(z.string()),
  /** Result SMS queued by the publish (0 without `sms`). */
  smsQueued: z.number().default(0),
});

/** What a publish would do, asked before it: nothing is changed. */
export const publishPreviewView = z.object({
  examId: z.string(),
  /** The groups it would publish. */
  groupIds: z.array(z.string()),
  /** Scored results it would make visible. */
  results: z.number(),
  /** Students who would be told (one per result made visible). */
  students: z.number(),
  /** Results of those groups already published (nobody is told again). */
  alreadyPublished: z.number(),
  /** Submitted results not scored yet that would be published as they are scored. */
  unscored: z.number(),
});
export type PublishPreviewView = z.infer<typeof publishPreviewView>;

/** What hiding published results did. */
export const unpublishReport = z.object({
  examId: z.string(),
  /** Results hidden again (their students see "not published yet"). */
  hidden: z.number(),
  /** The groups whose publication was withdrawn. */
  groupIds: z.array(z.string()),
});

/** A result whose merit position a re-score would move, with its student. */
const positionMoveView = z.object({
  studentId: z.string(),
  name: z.string(),
  /** Merit position now (1 is the top). */
  from: z.number(),
  /** Merit position after the change. */
  to: z.number(),
});

/** A result whose figures a re-score would change, with its student: marks, pass and position before and after. */
const changedResultView = z.object({
  studentId: z.string(),
  name: z.string(),
  /** The student's roll. */
  roll: z.string(),
  /** Marks now. */
  marksBefore: z.number(),
  /** Marks after the change. */
  marksAfter: z.number(),
  /** Total marks now. */
  totalBefore: z.number(),
  /** Total marks after the change. */
  totalAfter: z.number(),
  /** Passes now. */
  passedBefore: z.boolean(),
  /** Passes after the change. */
  passedAfter: z.boolean(),
  /** Merit position now (1 is the top). */
  from: z.number(),
  /** Merit position after the change. */
  to: z.number(),
});

/**
 * What scoring an exam's results again under a proposed change would do, computed with the scoring
 * and merit rules without storing anything.
 */
export const rescoreImpactView = z.object({
  examId: z.string(),
  /** The scoring settings the change touches (empty: nothing would be scored again). */
  fields: z.array(z.string()),
  /** Scored results compared. */
  results: z.number(),
  /** Results whose marks, total or pass would change. */
  changed: z.number(),
  /** Of those, published results: their students would be told. */
  publishedChanged: z.number(),
  /** Results that would pass where they failed, or the reverse. */
  passChanged: z.number(),
  /** Results whose merit position would move. */
  positionsMoved: z.number(),
  largestRise: positionMoveView.nullable(),
  largestFall: positionMoveView.nullable(),
  /**
   * The students whose result would change, in merit order after the change; at most 100 of them
   * (`changed` counts them all).
   */
  changedResults: z.array(changedResultView),
  /** Saving needs `confirmRescore: true` (some result would change). */
  needsConfirmation: z.boolean(),
});
export type RescoreImpactView = z.infer<typeof rescoreImpactView>;

/** An exam's re-score: none waiting, requested (a job run will take it), or being run. */
export const rescoreStatusView = z.object({
  examId: z.string(),
  state: z.enum(['idle', 'queued', 'running']),
  /** True until a run has scored every submitted attempt since the latest request. */
  pending: z.boolean(),
  requestedAt: z.string().nullable(),
  startedAt: z.string().nullable(),
});
export type RescoreStatusView = z.infer<typeof rescoreStatusView>;

/** A scored result as staff see it, with the stored figures (null only before scoring). */
export const staffResultView = z.object({
  _id: z.string(),
  studentId: z.string(),
  name: z.string(),
  sid: z.string(),
  username: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  marksObtained: z.number().nullable(),
  totalMarks: z.number().nullable(),
  negativeMarks: z.number().nullable(),
  withoutGPA: z.number().nullable(),
  passed: z.boolean().nullable(),
  /** Merit position across the exam's groups; null until computed. */
  rank: z.number().nullable(),
  /** The student's branch (now); null without one. */
  branchName: z.string().nullable(),
  /** Merit position among the exam's results of the student's branch; null until computed or without a branch. */
  branchRank: z.number().nullable(),
  /** Share of the exam's results at or below this one, in percent (2 decimals); null until computed. */
  percentile: z.number().nullable(),
  /** Merit position per subject of the exam (by the subject's marks), by subject id; empty until computed. */
  subjectRanks: z.record(z.string(), z.number()),
  correct: z.number().nullable(),
  incorrect: z.number().nullable(),
  /** Answers earning part of their marks; null for an attempt scored before this was counted. */
  partlyCorrect: z.number().nullable(),
  skipped: z.number().nullable(),
  pending: z.number().nullable(),
  startsAt: z.string(),
  submittedAt: z.string().nullable(),
  autoSubmitted: z.boolean(),
  publishedAt: z.string().nullable(),
  /** How the student sat it: `online`, or `paper` (an accepted OMR sheet). */
  source: z.enum(['online', 'paper']),
  /**
   * The student has both a paper and an online attempt: only the one that counts (packages/domain
   * `countedAttemptSource`) is listed and ranked.
   */
  bothPaperAndOnline: z.boolean(),
  /** Minutes the student's exceptions and standing extra time added to the deadline (0 without). */
  extraMinutes: z.number().int().default(0),
  /** Staff reopened the submitted attempt (it was submitted again since), and why. */
  reopened: z.boolean().default(false),
  reopenReason: z.string().nullable().default(null),
});

/** An uploaded file of a written answer, with the examiner's evaluated copy when there is one. */
export const staffAnswerAttachment = z.object({
  name: z.string(),
  key: z.string(),
  type: z.string(),
  evaluatedKey: z.string().optional(),
});

/** A written answer for examiners. */
export const writtenAnswerView = z.object({
  attemptId: z.string(),
  studentId: z.string(),
  name: z.string(),
  sid: z.string(),
  groupId: z.string(),
  questionId: z.string(),
  questionTitle: z.string(),
  type: z.enum(QUESTION_TYPES),
  point: z.number(),
  answer: z.array(z.string()),
  extra: z.array(staffAnswerAttachment),
  /** The examiner's marks, or null while unmarked. */
  marks: z.number().nullable(),
  notes: z.string(),
  markedAt: z.string().nullable(),
});

/** What marking an answer answers. */
export const markedAnswerView = z.object({
  examId: z.string(),
  attemptId: z.string(),
  questionId: z.string(),
  marks: z.number(),
  notes: z.string(),
});

// ---------------------------------------------------------------------------------------------------
// Routes

const { bank, authoring, scheduling, marking, viewing } = examAccess;

/**
 * The staff exam API (admin always passes): the question bank (question uploaders, exam moderators),
 * exam authoring (exam moderators), schedules and publishing (exam moderators, moderators), marking
 * written answers (examiners, exam moderators), results and the merit list (those and moderators).
 */
export const examStaffRoutes = defineRoutes('staff exams', {
  searchQuestions: {
    method: 'GET',
    path: '/staff/questions',
    access: bank,
    summary: 'Search the question bank',
    query: questionSearchQuery,
    data: z.array(staffQuestionView),
  },
  createQuestion: {
    method: 'POST',
    path: '/staff/questions',
    access: bank,
    summary: 'Add a question to the bank',
    body: questionInput,
    data: staffQuestionView,
    status: 201,
  },
  importQuestions: {
    method: 'POST',
    path: '/staff/questions/import',
    access: bank,
    summary: 'Import questions from a CSV, Excel (.xlsx) or JSON file; bad rows are reported by row',
    body: questionImportBody,
    data: questionImportReport,
    bodyLimit: 10 * 1024 * 1024,
  },
  getQuestion: {
    method: 'GET',
    path: '/staff/questions/:questionId',
    access: bank,
    summary: 'One question of the bank',
    params: questionParams,
    data: staffQuestionView,
  },
  updateQuestion: {
    method: 'PATCH',
    path: '/staff/questions/:questionId',
    access: bank,
    summary:
      'Change a question. Exams with published results keep the version they used (a frozen copy); the others follow the change and are scored again (409 rescoreNotConfirmed when a scored result would change, unless confirmRescore)',
    params: questionParams,
    body: questionUpdateBody,
    data: staffQuestionView,
  },
  deleteQuestion: {
    method: 'DELETE',
    path: '/staff/questions/:questionId',
    access: bank,
    summary: 'Delete a question no exam uses',
    params: questionParams,
    data: z.object({ _id: z.string(), deleted: z.boolean() }),
  },
  listExams: {
    method: 'GET',
    path: '/staff/exams',
    access: viewing,
    summary: 'Exams, newest first',
    query: staffPageQuery,
    data: z.array(staffExamListItem),
  },
  createExam: {
    method: 'POST',
    path: '/staff/exams',
    access: authoring,
    summary: 'Create an exam',
    body: examInput,
    data: staffExamView,
    status: 201,
  },
  getExam: {
    method: 'GET',
    path: '/staff/exams/:examId',
    access: viewing,
    summary: 'An exam with its questions and groups',
    params: examParams,
    data: staffExamView,
  },
  updateExam: {
    method: 'PATCH',
    path: '/staff/exams/:examId',
    access: authoring,
    summary:
      'Change an exam. A change of what scoring reads that would change a scored result needs `confirmRescore: true` (else 409 `rescoreNotConfirmed` naming the impact)',
    params: examParams,
    body: examUpdateBody,
    data: staffExamView,
  },
  previewExamUpdate: {
    method: 'POST',
    path: '/staff/exams/:examId/update-preview',
    access: authoring,
    summary:
      'What a change of the exam would do to its scored results (counts, merit positions moved), nothing stored',
    params: examParams,
    body: examPatch,
    data: rescoreImpactView,
  },
  assignExam: {
    method: 'POST',
    path: '/staff/exams/:examId/assignments',
    access: scheduling,
    summary: 'Give the exam to a group',
    params: examParams,
    body: assignmentInput,
    data: assignmentView,
    status: 201,
  },
  updateAssignment: {
    method: 'PATCH',
    path: '/staff/exams/:examId/assignments/:groupId',
    access: scheduling,
    summary:
      "Change a group's schedule. A change of GPA factors or cut marks that would change a scored result needs `confirmRescore: true` (else 409)",
    params: examGroupParams,
    body: assignmentUpdateBody,
    data: assignmentView,
  },
  removeAssignment: {
    method: 'DELETE',
    path: '/staff/exams/:examId/assignments/:groupId',
    access: scheduling,
    summary: 'Take the exam away from a group (its results stay)',
    params: examGroupParams,
    data: assignmentRemoved,
  },
  publishResults: {
    method: 'POST',
    path: '/staff/exams/:examId/publish',
    access: scheduling,
    summary: 'Publish results (a group or students)',
    params: examParams,
    body: publishInput,
    data: publishReport,
  },
  publishPreview: {
    method: 'GET',
    path: '/staff/exams/:examId/publish-preview',
    access: scheduling,
    summary:
      'What publishing would do (results made visible, students told); refused as the publish would be (409 naming open groups)',
    params: examParams,
    query: publishPreviewQuery,
    data: publishPreviewView,
  },
  unpublishResults: {
    method: 'POST',
    path: '/staff/exams/:examId/unpublish',
    access: scheduling,
    summary:
      'Hide the published results of a live exam again: students see "not published yet" and the scoreboard leaves them out until they are published again',
    params: examParams,
    data: unpublishReport,
  },
  queueRescore: {
    method: 'POST',
    path: '/staff/exams/:examId/rescore',
    access: authoring,
    summary:
      'Queue a re-score of every submitted attempt: answers 202 at once with `{examId, state: "queued" | "running", pending: true, requestedAt}`; a background job scores and re-ranks (GET shows when it is done)',
    params: examParams,
    data: rescoreStatusView,
    status: 202,
  },
  rescoreStatus: {
    method: 'GET',
    path: '/staff/exams/:examId/rescore',
    access: viewing,
    summary:
      'Whether a re-score is pending: `{examId, state: "idle" | "queued" | "running", pending, requestedAt, startedAt}`',
    params: examParams,
    data: rescoreStatusView,
  },
  listResults: {
    method: 'GET',
    path: '/staff/exams/:examId/results',
    access: viewing,
    summary: 'The scored results, best first',
    params: examParams,
    query: staffResultsQuery,
    data: z.array(staffResultView),
  },
  meritListCsv: {
    method: 'GET',
    path: '/staff/exams/:examId/merit-list.csv',
    access: viewing,
    summary: 'The merit list across groups (CSV)',
    params: examParams,
    raw: true,
  },
  listWrittenAnswers: {
    method: 'GET',
    path: '/staff/exams/:examId/written-answers',
    access: marking,
    summary: 'Written answers to mark',
    params: examParams,
    query: writtenAnswersQuery,
    data: z.array(writtenAnswerView),
  },
  markAnswer: {
    method: 'PATCH',
    path: '/staff/exams/:examId/answers/:attemptId/:questionId',
    access: marking,
    summary: 'Mark a written answer',
    params: markAnswerParams,
    body: markInput,
    data: markedAnswerView,
  },
});
