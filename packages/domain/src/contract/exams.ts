import { z } from 'zod';
import { NAVIGATION_MODES } from '../exam/delivery';
import { SET_CODES } from '../exam/sets';
import { toMillis } from '../exam/time';
import { QUESTION_TYPES, VOID_KINDS } from '../exam/types';
import { id, maxEpochMs, selfId } from './common';
import { defineRoutes, student } from './route';

/** `:examId` in a path. */
export const examParams = z.object({ examId: id });
/** `:groupId` in a path. */
export const groupParams = z.object({ groupId: id });
/** `:examId` and `:groupId` in a path. */
export const examGroupParams = z.object({ examId: id, groupId: id });
/** `:examId` and `:studentId` in a path (a staff call about one student). */
export const examStudentParams = z.object({ examId: id, studentId: id });

/**
 * `:examId` and the caller's own `:studentId` in a path: `undefined` (the original client's stored
 * student without an id) means the caller; another student's id is refused by the use case.
 */
export const examSelfParams = z.object({ examId: id, studentId: selfId });

/** A `?isLive=` / `?offline=` flag: 'true' or 'false'. */
export const queryFlag = z.enum(['true', 'false']).optional();

/** PATCH /exam/add-answer query: `offline=true` marks an answer kept on the device while offline. */
export const addAnswerQuery = z.object({ isLive: queryFlag, offline: queryFlag });

/** GET /exam/id/{examId} query. */
export const examDataQuery = z.object({ courseId: z.string().max(64).optional() });

/** PATCH /exam/retake query: the group the exam was reached through, when known. */
export const retakeQuery = z.object({ groupId: id.optional() });

/** An uploaded file of a written answer (`extra` on the wire). */
export const answerAttachment = z.object({
  /** The file's name as the student chose it. */
  name: z.string().trim().min(1).max(300),
  /** The storage key from GET /content/signed-request. */
  key: z.string().trim().min(1).max(500),
  /** The MIME type. */
  type: z.string().trim().max(120).default(''),
});

const answerText = z.string().max(50_000);

/**
 * An answer on the wire, read into one list: a written answer may come as a bare string (`"text"` is
 * `["text"]`) and a checkbox answer nested one level (`[["a", "b"]]` is `["a", "b"]`).
 */
export const answerValue = z
  .union([answerText, z.array(z.union([answerText, z.array(answerText).max(11)])).max(11)])
  .transform((value, ctx) => {
    const list = typeof value === 'string' ? [value] : value.flat();
    if (list.length > 11) {
      ctx.addIssue({ code: 'custom', message: 'at most 11 answer parts' });
      return z.NEVER;
    }
    return list;
  });

/** PATCH /exam/add-answer/{examId}/group/{groupId} body: one answer of the student. */
export const answerBody = z.object({
  /** The question answered. */
  questionId: id,
  /**
   * MCQ `[text]`, checkbox `[text, ...]` or nested `[[text, ...]]`, MCA one 'true'|'false'|'N' per
   * option as shown, written `"text"` or `[text]`.
   */
  answer: answerValue,
  /** When the student answered: epoch ms (or an ISO time). */
  timestamp: z
    .union([z.number(), z.string().max(40)])
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined) return undefined;
      const ms = toMillis(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
      if (!(Math.abs(ms) <= maxEpochMs)) {
        ctx.addIssue({ code: 'custom', message: 'must be a time (epoch ms)' });
        return z.NEVER;
      }
      return Math.round(ms);
    }),
  /** Uploaded files of a written answer (ignored for other types). */
  extra: z
    .array(answerAttachment)
    .max(10)
    .nullish()
    .transform((v) => v ?? []),
  /** MCA only: the option just changed (display order). */
  answerIndex: z.number().int().nullish(),
});
/** What the web app sends to PATCH /exam/add-answer. */
export type AddAnswerBody = z.input<typeof answerBody>;
/** The checked add-answer body. */
export type AddAnswerInput = z.output<typeof answerBody>;

const subjectIds = z.array(z.string().max(64)).max(50).default([]);

/** POST /exam/add-segmented-exam-subject body: the subjects a student chose. */
export const segmentedSelectionBody = z.object({
  /** The segmented exam. */
  examId: id,
  /** The caller; missing or `undefined` means the caller, another student's id is refused. */
  studentId: selfId,
  /** Chosen mandatory subject ids (all of them). */
  mandatorySubjects: subjectIds,
  /** Chosen compulsory optional subject ids. */
  compulsoryOptionalSubjects: subjectIds,
  /** Chosen optional subject ids. */
  optionalSubjects: subjectIds,
  /** Sent by the client; the server reads the exam's own flag. */
  isPracticeExam: z.boolean().optional(),
});
/** What the web app sends to POST /exam/add-segmented-exam-subject. */
export type SegmentedSelectionBody = z.input<typeof segmentedSelectionBody>;

/** An uploaded file of an answer as the server gives it back. */
export const attachmentView = z.object({
  /** The file's name as the student chose it. */
  name: z.string(),
  /** The storage key. */
  key: z.string(),
  /** The MIME type. */
  type: z.string(),
  /** Key of the examiner's evaluated copy, when there is one. */
  evaluatedKey: z.string().optional(),
});

/** GPA factors of an assignment: marks per GPA point of HSC and SSC. */
export const gpaFactorView = z.object({ hsc: z.number().nullish(), ssc: z.number().nullish() });

/** A subject as exam responses name it. */
export const examSubjectRef = z.object({
  /** The subject's id. */
  _id: z.string(),
  /** Null when the subject no longer exists. */
  name: z.string().nullable(),
});
export type ExamSubjectRef = z.infer<typeof examSubjectRef>;

/** A subject of a segmented exam with its number of questions and its name. */
export const segmentSubjectView = z.object({
  /** The subject's id. */
  subjectId: z.string(),
  /** Questions of this subject the student sits when choosing it. */
  count: z.number(),
  /** Null when the subject no longer exists. */
  name: z.string().nullable(),
});
export type SegmentSubjectView = z.infer<typeof segmentSubjectView>;

/** The subjects of a segmented exam (mandatory, compulsory optional, optional), each named. */
export const segmentedExamDetailsView = z.object({
  /** Always sat. */
  mandatorySubjects: z.array(segmentSubjectView),
  /** At least `minimumCompulsoryOptionalSubjects` of these. */
  compulsoryOptionalSubjects: z.array(segmentSubjectView),
  /** Fill up to `totalSubjects`. */
  optionalSubjects: z.array(segmentSubjectView),
  /** How many subjects a student sits. */
  totalSubjects: z.number(),
  /** How many questions a student sits. */
  totalQuestions: z.number(),
  /** The fewest compulsory optional subjects to choose. */
  minimumCompulsoryOptionalSubjects: z.number(),
});
export type SegmentedExamDetailsView = z.infer<typeof segmentedExamDetailsView>;

/** The exam of an exam-list entry (the entry's `examId`, populated). */
export const examListExamView = z.object({
  /** The exam's id. */
  _id: z.string(),
  /** The exam's title. */
  title: z.string(),
  /** Plain text with line breaks and LaTeX, or ''. */
  instruction: z.string(),
  /** The ids of the exam's questions (the original client counts them for the card). */
  questions: z.array(z.string()),
  /** How many questions the student sits (for a segmented exam, its totalQuestions). */
  questionCount: z.number(),
  /** The id of the exam's subject, or null when it has none. */
  subjectId: z.string().nullable(),
  /** The name of the exam's subject; null without a subject or when it no longer exists. */
  subjectName: z.string().nullable(),
  /**
   * The subjects of its questions, each once, in the order they first come on the paper (questions
   * without a subject, or whose subject no longer exists, add none). Absent from lists cached before
   * it was sent.
   */
  questionSubjects: z.array(z.object({ _id: z.string(), name: z.string() })).optional(),
  /** A practice exam: no end, retakes allowed, result at once. */
  isPracticeExam: z.boolean(),
  /** The student chooses subjects before the start. */
  isSegmentedExam: z.boolean(),
  /** Null unless the exam is segmented. */
  segmentedExamDetails: segmentedExamDetailsView.nullable(),
  /** Pass mark in percent. */
  passMark: z.number(),
  /**
   * Fraction of a question's marks taken off for a wrong answer when the exam takes a fraction, else 0
   * (an exam taking each question's own negative marks, or none; what each question lost is its
   * `negativeMarks` in the result).
   */
  negativeMarkPerQuestion: z.number(),
});
export type ExamListExamView = z.infer<typeof examListExamView>;

/** The student's own attempt at a listed exam (for the card status). */
export const examListAttemptView = z.object({
  /** The attempt's id. */
  _id: z.string(),
  /** The student's own start. */
  startsAt: z.string(),
  /** Null while the attempt is open. */
  submittedAt: z.string().nullable(),
  /**
   * Retakes this student has left of a practice exam (`retakesLeft` in packages/domain): null without a
   * limit; absent from lists cached before it was sent (read as no limit).
   */
  retakesLeft: z.number().nullable().optional(),
  /**
   * The attempt's personal deadline (extra minutes, exceptions and a reopening included); absent from
   * lists cached before it was sent.
   */
  deadline: z.string().optional(),
});
export type ExamListAttemptView = z.infer<typeof examListAttemptView>;

/** The student's own schedule of a listed exam, when an exception or standing extra time changes it. */
export const examListOwnScheduleView = z.object({
  /** When the exam opens for the student. */
  startsAt: z.string(),
  /** When a live exam's window closes for the student; null for practice exams. */
  endsAt: z.string().nullable(),
  /** The student's duration in minutes. */
  duration: z.number(),
  /** Minutes added to the student's personal deadline (an exception's and standing extra time). */
  extraMinutes: z.number(),
});
export type ExamListOwnScheduleView = z.infer<typeof examListOwnScheduleView>;

/** One exam given to a group: the assignment with the exam, its schedule and the student's attempt. */
export const examListEntryView = z.object({
  /** The assignment's id. */
  _id: z.string(),
  /** The exam given to the group. */
  examId: examListExamView,
  /** The group the exam is given to. */
  groupId: z.string(),
  /** The group's name. */
  groupName: z.string(),
  /** When the exam opens. */
  startsAt: z.string(),
  /** Null for practice exams (no end). */
  endsAt: z.string().nullable(),
  /** Minutes. */
  duration: z.number(),
  /** Marks cut from the result, when the assignment says so. */
  cutMarks: z.number().nullable(),
  /** False locks an answered question. */
  multipleTimesSubmission: z.boolean(),
  /** GPA factors `{hsc, ssc}`, null without them. */
  gpaFactor: gpaFactorView.nullable(),
  /** The student's own attempt; null before the start. */
  attempt: examListAttemptView.nullable(),
  /**
   * The student's own schedule when an exception or standing extra time changes it (the fields above
   * stay the group's); null or absent otherwise.
   */
  ownSchedule: examListOwnScheduleView.nullable().optional(),
});
export type ExamListEntryView = z.infer<typeof examListEntryView>;

/**
 * An item granted to a group one by one, in the content area's shape: `_id`, `courseId` and the item
 * under `lectureId`, `chapterId` or `questionSolveId`; every key is kept.
 */
export const groupItemView = z.looseObject({ courseId: z.string() });
export type GroupItemView = Record<string, unknown> & { courseId: string };

/** GET /group/{groupId} data: the group with its content items and its exams, latest start first. */
export const groupExamsView = z.object({
  /** The group's id. */
  _id: z.string(),
  /** The group's name. */
  name: z.string(),
  /** The course the group grants whole, if any. */
  courseId: z.string().nullable(),
  /** Entries with `lectureId`. */
  lectures: z.array(groupItemView),
  /** Entries with `chapterId`. */
  chapters: z.array(groupItemView),
  /** Entries with `questionSolveId`. */
  questionSolves: z.array(groupItemView),
  /** The exams given to the group. */
  exams: z.array(examListEntryView),
});
export type GroupExamsView = z.infer<typeof groupExamsView>;

/** The student's attempt as PATCH /exam/start answers it: the own start and the server's time. */
export const attemptView = z.object({
  /** The attempt's id. */
  _id: z.string(),
  /** The exam's id. */
  examId: z.string(),
  /** The group the attempt was started through. */
  groupId: z.string(),
  /** The student (the caller). */
  studentId: z.string(),
  /** The student's own start. */
  startsAt: z.string(),
  /** The same as `startsAt`. */
  studentStartsAt: z.string(),
  /** Null while the attempt is open. */
  submittedAt: z.string().nullable(),
  /** Personal deadline: live = min(start + duration, endsAt); practice = start + duration. */
  deadline: z.string(),
  /** Seconds left by the server's clock; 0 once submitted. */
  remainingSeconds: z.number(),
  /** Minutes. */
  duration: z.number(),
  /** Null for practice exams. */
  endsAt: z.string().nullable(),
  /** A practice exam: no end. */
  isPracticeExam: z.boolean(),
  /** The server's time when it answered. */
  serverTime: z.string(),
  /** The attempt's set (A to D) when the exam comes in sets; absent otherwise. */
  set: z.enum(SET_CODES).optional(),
});
export type AttemptView = z.infer<typeof attemptView>;

/** What every view of a question carries. */
export const questionBaseView = z.object({
  /** The question's id. */
  _id: z.string(),
  /** MCQ, MCA, checkbox, shortAns or paragraph. */
  type: z.enum(QUESTION_TYPES),
  /** Plain text; maths in LaTeX (`$...$`, `$$...$$`). */
  title: z.string(),
  /** Marks of the question. */
  point: z.number(),
  /** Option texts (or image keys): in the attempt's order on the paper, canonical in a result (up to 11). */
  options: z.array(z.string()),
  /**
   * JSON text marking image options with 'image', keyed both by the option's value (its storage key)
   * and by its index in `options` (`{"uploads/a.png":"image","1":"image"}`); '{}' for none.
   */
  optionType: z.string(),
  /** Image keys of the question. */
  image: z.array(z.string()),
  /** File keys of the question. */
  file: z.array(z.string()),
  /** The question's subject id, or null. */
  subjectId: z.string().nullable(),
});
export type QuestionBaseView = z.infer<typeof questionBaseView>;

/** An exam question as the student receives it while taking the exam: no key, no explanation. */
export const examQuestionView = questionBaseView;
export type ExamQuestionView = QuestionBaseView;

/** An answer the server already holds for the attempt, in the order the student sees the options. */
export const savedAnswerView = z.object({
  /** The question answered. */
  questionId: z.string(),
  /** MCQ `[text]`, checkbox `[text, ...]`, MCA one 'true'|'false'|'N' per option as shown, written `[text]`. */
  answer: z.array(z.string()),
  /** Uploaded files of a written answer. */
  extra: z.array(attachmentView),
  /** The client's timestamp of the answer (epoch ms). */
  timestamp: z.number(),
});
export type SavedAnswerView = z.infer<typeof savedAnswerView>;

/** The schedule of an exam in a group, as the exam paper gives it flat and in `meta`. */
export const examScheduleView = z.object({
  /** Minutes. */
  duration: z.number(),
  /** When the exam opens (the same as `startsAt`). */
  startTime: z.string(),
  /** When the exam opens. */
  startsAt: z.string(),
  /** Null for practice exams. */
  endsAt: z.string().nullable(),
  /** False locks an answered question. */
  multipleTimesSubmission: z.boolean(),
  /** Marks cut from the result, when the assignment says so. */
  cutMarks: z.number().nullable(),
});
export type ExamScheduleView = z.infer<typeof examScheduleView>;

/** The exam's meta (`meta` of the exam paper): the schedule with the exam and the group. */
export const examMetaView = examScheduleView.extend({
  /** The exam's id and whether it is a practice exam. */
  examId: z.object({ _id: z.string(), isPracticeExam: z.boolean() }),
  /** The group the exam is taken through. */
  groupId: z.string(),
});
export type ExamMetaView = z.infer<typeof examMetaView>;

/**
 * GET /exam/id/{examId}/groupId/{groupId} (and GET /exam/id/{examId}) data: the exam with its meta
 * both flat and as `meta`, the attempt, and the answers the server holds already. The server writes
 * this body prebuilt (it is not checked against this schema).
 */
export const examPaperView = examScheduleView.extend({
  /** The exam's id. */
  _id: z.string(),
  /** The exam's title. */
  title: z.string(),
  /** Plain text with line breaks and LaTeX, or ''. */
  instruction: z.string(),
  /** Full marks of the questions sat. */
  totalMarks: z.number(),
  /** Pass mark in percent. */
  passMark: z.number(),
  /**
   * Fraction of a question's marks taken off for a wrong answer when the exam takes a fraction, else 0
   * (an exam taking each question's own negative marks, or none; what each question lost is its
   * `negativeMarks` in the result).
   */
  negativeMarkPerQuestion: z.number(),
  /** The questions sat, in this attempt's order (for a segmented exam, the chosen subjects' only). */
  questions: z.array(examQuestionView),
  /** The student's own start (server clock). */
  studentStartsAt: z.string(),
  /** A practice exam: no end, result at once. */
  isPracticeExam: z.boolean(),
  /** Only the chosen subjects' questions are sat. */
  isSegmentedExam: z.boolean(),
  /** The exam's subject, or null. */
  subjectId: examSubjectRef.nullable(),
  /** The subjects of the questions sat. */
  subjects: z.array(examSubjectRef),
  /** The exam's meta: the same schedule values nested, with the exam and the group. */
  meta: examMetaView,
  /** The student's attempt, as PATCH /exam/start answers it. */
  attempt: attemptView,
  /** Answers saved already (another device or a cleared browser resumes with them). */
  answers: z.array(savedAnswerView),
  /** How the paper is paged and moved through, and whether the result shows right after the submit. */
  delivery: z
    .object({
      /** Questions on one page; null: all on one page. */
      questionsPerPage: z.number().nullable(),
      /** `free`, or `sequential`: page by page, never back. */
      navigation: z.enum(NAVIGATION_MODES),
      /** The result shows right after the submit (a practice exam's always). */
      resultAtOnce: z.boolean(),
    })
    .optional(),
});
export type ExamPaperView = z.infer<typeof examPaperView>;

/** PATCH /exam/add-answer data: the answer as stored. */
export const savedAnswerResult = z.object({
  /** The question answered. */
  questionId: z.string(),
  /** As sent (display order). */
  answer: z.array(z.string()),
  /** The files kept (none for a question that is not written). */
  extra: z.array(attachmentView),
  /** The timestamp the answer counts with (epoch ms; a future time is read as the server's now). */
  timestamp: z.number(),
  /** Sent with `?offline=true` (kept on the device while offline). */
  offline: z.boolean(),
  /** False when a newer answer (by the client's timestamp) was stored already. */
  latest: z.boolean(),
});
export type SavedAnswerResult = z.infer<typeof savedAnswerResult>;

/** PATCH /exam/submit data: the submitted attempt. */
export const submitResultView = attemptView.extend({
  /** Practice results are available at once; live ones once staff publish them. */
  resultPublished: z.boolean(),
});
export type SubmitResultView = z.infer<typeof submitResultView>;

/**
 * A question with its key and explanation. In a result its options are in the order that attempt's
 * paper showed them (an MCA key with them); in the staff question bank, in the author's order.
 */
export const resultQuestionView = questionBaseView.extend({
  /** The key: MCQ/checkbox option texts, MCA one 'true'|'false' per option, written ones empty. */
  answer: z.array(z.string()),
  /** Plain text with LaTeX, or ''. */
  explanation: z.string(),
  /** More explanation: an image key or address, or text. */
  explanationExt: z.string(),
  /**
   * In a result, a question voided after the exam (`fullMarks`: everyone got its marks; `dropped`: out
   * of the total), shown as voided rather than right or wrong; null or absent: scored as usual.
   */
  voided: z.enum(VOID_KINDS).nullable().optional(),
});
export type ResultQuestionView = z.infer<typeof resultQuestionView>;

/** A question the student left unanswered: only the question. */
export const unansweredResultView = z.object({
  /** The question with its key and explanation. */
  questionId: resultQuestionView,
});
export type UnansweredResultView = z.infer<typeof unansweredResultView>;

/** A question the student answered, with its scoring. */
export const answeredResultView = unansweredResultView.extend({
  /** The stored answer (an MCA one in the order of `questionId.options`): a list, or a written answer's text. */
  answer: z.union([z.string(), z.array(z.string())]),
  /** Net marks of the question. */
  marks: z.number(),
  /** The examiner's notes, or ''. */
  notes: z.string(),
  /** Uploaded files, with the examiner's `evaluatedKey` when there is one. */
  extra: z.array(attachmentView),
  /** Parts of the question: an MCA has one per option, any other question one. */
  total: z.number(),
  /** Parts answered right (fully correct when `correct === total`). */
  correct: z.number(),
  /** Parts answered (0 for an MCA left all 'N' or an empty written answer). */
  answered: z.number(),
  /** The negative part, as a number <= 0. */
  negativeMarks: z.number(),
  /** A written answer waiting for an examiner. */
  pending: z.boolean(),
  /** Marks an examiner set in place of the key's (they count as `marks`), with the reason; null when none. */
  override: z
    .object({
      marks: z.number(),
      reason: z.string(),
      /** The staff member's name (null when their account is gone). */
      by: z.string().nullable(),
      at: z.string().nullable(),
    })
    .nullable()
    .optional(),
});
export type AnsweredResultView = z.infer<typeof answeredResultView>;

// An answered question is tried first: the unanswered shape (the question alone) would match it too.
/** One question of a result: answered ones in exam order, then the unanswered ones. */
export const resultAnswerView = z.union([answeredResultView, unansweredResultView]);
export type ResultAnswerView = z.infer<typeof resultAnswerView>;

/** Subject-wise counts of a result (packages/domain `ScoreCounts`), with the subject's name. */
export const subjectStatView = z.object({
  /** The subject's id. */
  subjectId: z.string(),
  /** Null when the subject no longer exists. */
  name: z.string().nullable(),
  /** Sum of net marks (2 decimals). */
  marks: z.number(),
  /** Sum of the negative parts (2 decimals, <= 0). */
  negativeMarks: z.number(),
  /** Sum of the questions' points. */
  totalMarks: z.number(),
  /** Questions of the subject. */
  questionCount: z.number(),
  /** Fully correct answers. */
  correct: z.number(),
  /** Answered, not pending, earning nothing. */
  incorrect: z.number(),
  /** Answered, not pending, earning part of the point (an MCA partly right, written part marks). */
  partlyCorrect: z.number(),
  /** Not answered. */
  skipped: z.number(),
  /** Written answers waiting for an examiner. */
  pending: z.number(),
  /** Answered questions. */
  answered: z.number(),
  /** Merit position by this subject's marks among the exam's results with the subject; null until computed. */
  rank: z.number().nullable().optional(),
});
export type SubjectStatView = z.infer<typeof subjectStatView>;

/** The exam of a result. */
export const resultExamView = z.object({
  /** The exam's id. */
  _id: z.string(),
  /** The exam's title. */
  title: z.string(),
  /** Full marks of the questions sat (without the GPA part). */
  totalMarks: z.number(),
  /** Pass mark in percent. */
  passMark: z.number(),
  /** A practice exam: retakes allowed. */
  isPracticeExam: z.boolean(),
  /** Questions are grouped by subject. */
  isSegmentedExam: z.boolean(),
  /** Minutes, of the group the exam was sat through. */
  duration: z.number(),
  /**
   * Fraction of a question's marks taken off for a wrong answer when the exam takes a fraction, else 0
   * (an exam taking each question's own negative marks, or none; what each question lost is its
   * `negativeMarks` in the result).
   */
  negativeMarkPerQuestion: z.number(),
  /** Retakes the result's student has left of a practice exam: null without a limit (0 for a live exam). */
  retakesLeft: z.number().nullable().optional(),
});
export type ResultExamView = z.infer<typeof resultExamView>;

/** GET /exam/result/... data: the student's result with the figures stored when it was scored. */
export const examResultView = z.object({
  /** The attempt's id. */
  _id: z.string(),
  /** The attempt's set (A to D) when the exam comes in sets; absent otherwise. */
  set: z.enum(SET_CODES).optional(),
  /** The student (the caller). */
  studentId: z.string(),
  /** The group the exam was sat through. */
  groupId: z.string(),
  /** The exam, with the figures the result page needs. */
  examId: resultExamView,
  /** Marks with the GPA part, after cut marks. */
  marksObtained: z.number(),
  /** The total the marks are out of (GPA part included). */
  totalMarks: z.number(),
  /** Sum of the negative parts, as a number <= 0. */
  negativeMarks: z.number(),
  /** Marks before GPA and cut marks. */
  withoutGPA: z.number(),
  /** Marks from GPA: HSCGPA x hsc + SSCGPA x ssc. */
  gpaMarks: z.number(),
  /** Marks cut. */
  cutMarks: z.number(),
  /** `{hsc: 0, ssc: 0}` without GPA factors. */
  gpaFactor: gpaFactorView,
  /** marksObtained / totalMarks x 100 >= passMark. */
  passed: z.boolean(),
  /** Merit position; null until computed. */
  rank: z.number().nullable(),
  /** Merit position among the exam's results of the student's branch; null until computed or without a branch. */
  branchRank: z.number().nullable().optional(),
  /** Share of the exam's results at or below this one, in percent (2 decimals); null until computed. */
  percentile: z.number().nullable().optional(),
  /** When the student started. */
  startsAt: z.string(),
  /** When the attempt was submitted (at the deadline at the latest). */
  submittedAt: z.string(),
  /** When the result was published (a live result shown at once and not published yet: when it was scored). */
  publishedAt: z.string(),
  /** Fully correct answers. */
  correct: z.number(),
  /** Answered, not pending, earning nothing. */
  incorrect: z.number(),
  /** Answered, not pending, earning part of the point (an MCA partly right, written part marks). */
  partlyCorrect: z.number(),
  /** Not answered. */
  skipped: z.number(),
  /** Written answers waiting for an examiner. */
  pending: z.number(),
  /** Subject-wise counts (Correct, Partly correct, Incorrect, Skipped, Negative). */
  subjectStats: z.array(subjectStatView),
  /** The subjects of the questions sat. */
  subjects: z.array(examSubjectRef),
  /** Answered questions in exam order, then the unanswered ones (none while the result shows marks only). */
  answers: z.array(resultAnswerView),
  /** What the result shows now: the key (`answers` are empty without it) and the explanations (else ''). */
  shows: z.object({ key: z.boolean(), explanations: z.boolean() }).optional(),
  /** The exam's feedback for this result's score band, or null. */
  feedback: z.string().nullable().optional(),
});
export type ExamResultView = z.infer<typeof examResultView>;

/** GET /exam/result/... data of a result: `examResult`, and the exam again as `exam`. */
export const examResultEnvelope = z.object({
  /** The student's result. */
  examResult: examResultView,
  /** The exam of the result (the same as `examResult.examId`). */
  exam: resultExamView,
});
export type ExamResultEnvelope = z.infer<typeof examResultEnvelope>;

/** GET /exam/result/... data while a live result is not published. */
export const resultNotPublishedView = z.object({
  /** Always 'notPublishedYet'. */
  code: z.literal('notPublishedYet'),
  /** Shown to the student. */
  title: z.string(),
  /** More detail. */
  message: z.string(),
});
export type ResultNotPublishedView = z.infer<typeof resultNotPublishedView>;

/** GET /exam/result/... data: the result, or the notPublishedYet code. */
export const examResultResponse = z.union([resultNotPublishedView, examResultEnvelope]);
export type ExamResultResponse = z.infer<typeof examResultResponse>;

/** PATCH /exam/retake data. */
export const retakeResultView = z.object({
  /** The exam's id. */
  examId: z.string(),
  /** The student (the caller). */
  studentId: z.string(),
  /** False when there was no attempt to remove. */
  removed: z.boolean(),
});
export type RetakeResultView = z.infer<typeof retakeResultView>;

/** The segmented selection of GET /exam/get-segmented-exam-subject and POST /exam/add-segmented-exam-subject. */
export const segmentedSelectionView = z.object({
  /** The segmented exam's id. */
  examId: z.string(),
  /** The student (the caller). */
  studentId: z.string(),
  /** Every mandatory subject (prefilled when nothing is saved). */
  mandatorySubjects: z.array(z.string()),
  /** The chosen compulsory optional subjects. */
  compulsoryOptionalSubjects: z.array(z.string()),
  /** The chosen optional subjects. */
  optionalSubjects: z.array(z.string()),
  /** A practice exam's selection can change; a live one is final once saved. */
  isPracticeExam: z.boolean(),
  /** When the selection was saved; null while nothing is saved. */
  submittedAt: z.string().nullable(),
});
export type SegmentedSelectionView = z.infer<typeof segmentedSelectionView>;

/** The student's exam calls: the group's exams, start, paper, answers, submit, result, retake, subjects. */
export const examRoutes = defineRoutes('exams', {
  group: {
    method: 'GET',
    path: '/group/:groupId',
    access: student,
    summary: 'A group of the student with its exams',
    params: groupParams,
    data: groupExamsView,
  },
  start: {
    method: 'PATCH',
    path: '/exam/start/:examId/group-id/:groupId',
    access: student,
    summary: 'Start the attempt (idempotent); answers with the own start and the server time',
    params: examGroupParams,
    data: attemptView,
    smallAnswer: true,
  },
  paper: {
    method: 'GET',
    path: '/exam/id/:examId/groupId/:groupId',
    access: student,
    summary: 'The exam being taken: questions in this attempt order, without keys',
    params: examGroupParams,
    // Written prebuilt (the hot path); the schema types the callers.
    raw: true,
    data: examPaperView,
  },
  paperAnyGroup: {
    method: 'GET',
    path: '/exam/id/:examId',
    access: student,
    summary: 'The exam data through any group of the student',
    params: examParams,
    query: examDataQuery,
    raw: true,
    data: examPaperView,
  },
  addAnswer: {
    method: 'PATCH',
    path: '/exam/add-answer/:examId/group/:groupId',
    access: student,
    summary: 'Save one answer (idempotent; last write by client timestamp wins)',
    params: examGroupParams,
    query: addAnswerQuery,
    body: answerBody,
    data: savedAnswerResult,
    smallAnswer: true,
  },
  submit: {
    method: 'PATCH',
    path: '/exam/submit/:examId/group/:groupId',
    access: student,
    summary: 'Final submit (idempotent)',
    params: examGroupParams,
    data: submitResultView,
    smallAnswer: true,
  },
  result: {
    method: 'GET',
    path: '/exam/result/:examId/student/by-groupId/:groupId',
    access: student,
    summary: "The student's result, or data.code notPublishedYet",
    params: examGroupParams,
    // Written prebuilt (results day's hot path); the schema types the callers.
    raw: true,
    data: examResultResponse,
  },
  retake: {
    method: 'PATCH',
    path: '/exam/retake/:examId/student-id/:studentId',
    access: student,
    summary: 'Retake a practice exam: removes the previous submission',
    params: examSelfParams,
    query: retakeQuery,
    data: retakeResultView,
  },
  selectSubjects: {
    method: 'POST',
    path: '/exam/add-segmented-exam-subject',
    access: student,
    summary: 'Save the subject selection of a segmented exam',
    body: segmentedSelectionBody,
    data: segmentedSelectionView,
  },
  subjectSelection: {
    method: 'GET',
    path: '/exam/get-segmented-exam-subject/:examId/:studentId',
    access: student,
    summary: 'The saved subject selection of a segmented exam; null until one is saved',
    params: examSelfParams,
    data: segmentedSelectionView.nullable(),
  },
});
