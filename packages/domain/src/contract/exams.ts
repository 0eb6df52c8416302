import { z } from 'zod';
import type { GpaFactor, ScoreCounts } from '../exam/scoring';
import { toMillis } from '../exam/time';
import type { AnswerAttachment, QuestionType } from '../exam/types';
import { id } from './common';

/** `:examId` in a path. */
export const examParams = z.object({ examId: id });
/** `:groupId` in a path. */
export const groupParams = z.object({ groupId: id });
/** `:examId` and `:groupId` in a path. */
export const examGroupParams = z.object({ examId: id, groupId: id });
/** `:examId` and `:studentId` in a path (the student must be the caller). */
export const examStudentParams = z.object({ examId: id, studentId: id });

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

/** PATCH /exam/add-answer/{examId}/group/{groupId} body (SPEC.md §3 "Answer payload"). */
export const answerBody = z.object({
  /** The question answered. */
  questionId: id,
  /** MCQ `[text]`, checkbox `[text, ...]`, MCA one 'true'|'false'|'N' per option as shown, written `[text]`. */
  answer: z.array(z.string().max(50_000)).max(11),
  /** When the student answered: epoch ms (or an ISO time). */
  timestamp: z
    .union([z.number(), z.string().max(40)])
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined) return undefined;
      const ms = toMillis(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
      if (Number.isNaN(ms)) {
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

/** POST /exam/add-segmented-exam-subject body (SPEC.md §7). */
export const segmentedSelectionBody = z.object({
  /** The segmented exam. */
  examId: id,
  /** Must be the caller. */
  studentId: id,
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

/** A subject as exam responses name it. */
export interface ExamSubjectRef {
  /** The subject's id. */
  _id: string;
  /** Null when the subject no longer exists. */
  name: string | null;
}

/** A subject of a segmented exam with its number of questions and its name. */
export interface SegmentSubjectView {
  /** The subject's id. */
  subjectId: string;
  /** Questions of this subject the student sits when choosing it. */
  count: number;
  /** Null when the subject no longer exists. */
  name: string | null;
}

/** SPEC.md §3 SegmentedExamDetails, each subject named. */
export interface SegmentedExamDetailsView {
  /** Always sat. */
  mandatorySubjects: SegmentSubjectView[];
  /** At least `minimumCompulsoryOptionalSubjects` of these. */
  compulsoryOptionalSubjects: SegmentSubjectView[];
  /** Fill up to `totalSubjects`. */
  optionalSubjects: SegmentSubjectView[];
  /** How many subjects a student sits. */
  totalSubjects: number;
  /** How many questions a student sits. */
  totalQuestions: number;
  /** The fewest compulsory optional subjects to choose. */
  minimumCompulsoryOptionalSubjects: number;
}

/** The exam of an exam-list entry (SPEC.md §3 "Exam list entry" examId). */
export interface ExamListExamView {
  /** The exam's id. */
  _id: string;
  /** The exam's title. */
  title: string;
  /** Sanitized HTML, or ''. */
  instruction: string;
  /** How many questions the student sits (for a segmented exam, its totalQuestions). */
  questions: number;
  /** The exam's subject, or null when it has none. */
  subjectId: ExamSubjectRef | null;
  /** A practice exam: no end, retakes allowed, result at once. */
  isPracticeExam: boolean;
  /** The student chooses subjects before the start. */
  isSegmentedExam: boolean;
  /** Null unless the exam is segmented. */
  segmentedExamDetails: SegmentedExamDetailsView | null;
  /** Pass mark in percent. */
  passMark: number;
  /** Fraction of a question's point taken off for a wrong answer. */
  negativeMarkPerQuestion: number;
}

/** The student's own attempt at a listed exam (for the card status). */
export interface ExamListAttemptView {
  /** The attempt's id. */
  _id: string;
  /** The student's own start. */
  startsAt: string;
  /** Null while the attempt is open. */
  submittedAt: string | null;
}

/** One exam of a group (SPEC.md §3 "Exam list entry" with the meta and the student's attempt). */
export interface ExamListEntryView {
  /** The assignment's id. */
  _id: string;
  /** The exam given to the group. */
  examId: ExamListExamView;
  /** The group the exam is given to. */
  groupId: string;
  /** The group's name. */
  groupName: string;
  /** When the exam opens. */
  startsAt: string;
  /** Null for practice exams (no end). */
  endsAt: string | null;
  /** Minutes. */
  duration: number;
  /** Marks cut from the result, when the assignment says so. */
  cutMarks: number | null;
  /** False locks an answered question. */
  multipleTimesSubmission: boolean;
  /** GPA factors `{hsc, ssc}`, null without them. */
  gpaFactor: GpaFactor | null;
  /** The student's own attempt; null before the start. */
  attempt: ExamListAttemptView | null;
}

/** An item granted to a group one by one (SPEC.md §3 Group), in the content area's shape. */
export type GroupItemView = Record<string, unknown> & { courseId: string };

/** GET /group/{groupId} data: the group with its content items and its exams, latest start first. */
export interface GroupExamsView {
  /** The group's id. */
  _id: string;
  /** The group's name. */
  name: string;
  /** The course the group grants whole, if any. */
  courseId: string | null;
  /** Entries with `lectureId`. */
  lectures: GroupItemView[];
  /** Entries with `chapterId`. */
  chapters: GroupItemView[];
  /** Entries with `questionSolveId`. */
  questionSolves: GroupItemView[];
  /** The exams given to the group (SPEC.md §3 "Exam list entry"). */
  exams: ExamListEntryView[];
}

/** The student's attempt as PATCH /exam/start answers it: the own start and the server's time. */
export interface AttemptView {
  /** The attempt's id. */
  _id: string;
  /** The exam's id. */
  examId: string;
  /** The group the attempt was started through. */
  groupId: string;
  /** The student (the caller). */
  studentId: string;
  /** The student's own start. */
  startsAt: string;
  /** The same as `startsAt`. */
  studentStartsAt: string;
  /** Null while the attempt is open. */
  submittedAt: string | null;
  /** Personal deadline: live = min(start + duration, endsAt); practice = start + duration. */
  deadline: string;
  /** Seconds left by the server's clock; 0 once submitted. */
  remainingSeconds: number;
  /** Minutes. */
  duration: number;
  /** Null for practice exams. */
  endsAt: string | null;
  /** A practice exam: no end. */
  isPracticeExam: boolean;
  /** The server's time when it answered. */
  serverTime: string;
}

/** What every view of a question carries. */
export interface QuestionBaseView {
  /** The question's id. */
  _id: string;
  /** MCQ, MCA, checkbox, shortAns or paragraph. */
  type: QuestionType;
  /** Sanitized HTML. */
  title: string;
  /** Marks of the question. */
  point: number;
  /** Option texts (or image keys): in the attempt's order on the paper, canonical in a result (up to 11). */
  options: string[];
  /** JSON text mapping an option's index in `options` to 'image' (`{"1":"image"}`); '{}' for none. */
  optionType: string;
  /** Image keys of the question. */
  image: string[];
  /** File keys of the question. */
  file: string[];
  /** The question's subject id, or null. */
  subjectId: string | null;
}

/** An exam question as the student receives it while taking the exam: no key, no explanation. */
export type ExamQuestionView = QuestionBaseView;

/** An answer the server already holds for the attempt, in the order the student sees the options. */
export interface SavedAnswerView {
  /** The question answered. */
  questionId: string;
  /** MCQ `[text]`, checkbox `[text, ...]`, MCA one 'true'|'false'|'N' per option as shown, written `[text]`. */
  answer: string[];
  /** Uploaded files of a written answer. */
  extra: AnswerAttachment[];
  /** The client's timestamp of the answer (epoch ms). */
  timestamp: number;
}

/** The schedule of an exam in a group, as the exam paper gives it flat and in `meta`. */
export interface ExamScheduleView {
  /** Minutes. */
  duration: number;
  /** When the exam opens (the same as `startsAt`). */
  startTime: string;
  /** When the exam opens. */
  startsAt: string;
  /** Null for practice exams. */
  endsAt: string | null;
  /** False locks an answered question. */
  multipleTimesSubmission: boolean;
  /** Marks cut from the result, when the assignment says so. */
  cutMarks: number | null;
}

/** SPEC.md §3 "Exam meta" (GET /exam/id/... `meta`). */
export interface ExamMetaView extends ExamScheduleView {
  /** The exam's id and whether it is a practice exam. */
  examId: { _id: string; isPracticeExam: boolean };
  /** The group the exam is taken through. */
  groupId: string;
}

/**
 * GET /exam/id/{examId}/groupId/{groupId} (and GET /exam/id/{examId}) data: SPEC.md §3 "Exam data"
 * with the meta both flat and as `meta`, the attempt, and the answers the server holds already.
 */
export interface ExamPaperView extends ExamScheduleView {
  /** The exam's id. */
  _id: string;
  /** The exam's title. */
  title: string;
  /** Sanitized HTML, or ''. */
  instruction: string;
  /** Full marks of the questions sat. */
  totalMarks: number;
  /** Pass mark in percent. */
  passMark: number;
  /** Fraction of a question's point taken off for a wrong answer. */
  negativeMarkPerQuestion: number;
  /** The questions sat, in this attempt's order (for a segmented exam, the chosen subjects' only). */
  questions: ExamQuestionView[];
  /** The student's own start (server clock). */
  studentStartsAt: string;
  /** A practice exam: no end, result at once. */
  isPracticeExam: boolean;
  /** Only the chosen subjects' questions are sat. */
  isSegmentedExam: boolean;
  /** The exam's subject, or null. */
  subjectId: ExamSubjectRef | null;
  /** The subjects of the questions sat. */
  subjects: ExamSubjectRef[];
  /** SPEC.md §3 "Exam meta", the same values nested. */
  meta: ExamMetaView;
  /** The student's attempt, as PATCH /exam/start answers it. */
  attempt: AttemptView;
  /** Answers saved already (another device or a cleared browser resumes with them). */
  answers: SavedAnswerView[];
}

/** PATCH /exam/add-answer data: the answer as stored. */
export interface SavedAnswerResult {
  /** The question answered. */
  questionId: string;
  /** As sent (display order). */
  answer: string[];
  /** The files kept (none for a question that is not written). */
  extra: AnswerAttachment[];
  /** The timestamp the answer counts with (epoch ms; a future time is read as the server's now). */
  timestamp: number;
  /** Sent with `?offline=true` (kept on the device while offline). */
  offline: boolean;
  /** False when a newer answer (by the client's timestamp) was stored already. */
  latest: boolean;
}

/** PATCH /exam/submit data: the submitted attempt. */
export interface SubmitResultView extends AttemptView {
  /** Practice results are available at once; live ones once staff publish them. */
  resultPublished: boolean;
}

/** A question with its key and explanation, options in canonical order (SPEC.md §3 "Result question" questionId). */
export interface ResultQuestionView extends QuestionBaseView {
  /** The key: MCQ/checkbox option texts, MCA one 'true'|'false' per option, written ones empty. */
  answer: string[];
  /** Sanitized HTML, or ''. */
  explanation: string;
  /** More explanation: an image key or address, or text. */
  explanationExt: string;
}

/** A question the student left unanswered: only the question. */
export interface UnansweredResultView {
  /** The question with its key and explanation. */
  questionId: ResultQuestionView;
}

/** A question the student answered, with its scoring (SPEC.md §3 "Result question"). */
export interface AnsweredResultView extends UnansweredResultView {
  /** The stored answer (canonical order). */
  answer: string[];
  /** Net marks of the question. */
  marks: number;
  /** The examiner's notes, or ''. */
  notes: string;
  /** Uploaded files, with the examiner's `evaluatedKey` when there is one. */
  extra: AnswerAttachment[];
  /** The question's point. */
  total: number;
  /** Fully correct. */
  correct: boolean;
  /** False for an MCA left all 'N' or an empty written answer. */
  answered: boolean;
  /** The negative part (>= 0). */
  negativeMarks: number;
  /** A written answer waiting for an examiner. */
  pending: boolean;
}

/** One question of a result: answered ones in exam order, then the unanswered ones. */
export type ResultAnswerView = AnsweredResultView | UnansweredResultView;

/** Subject-wise counts of a result (packages/domain `ScoreCounts`), with the subject's name. */
export interface SubjectStatView extends ScoreCounts {
  /** The subject's id. */
  subjectId: string;
  /** Null when the subject no longer exists. */
  name: string | null;
}

/** The exam of a result. */
export interface ResultExamView {
  /** The exam's id. */
  _id: string;
  /** The exam's title. */
  title: string;
  /** Full marks of the questions sat (without the GPA part). */
  totalMarks: number;
  /** Pass mark in percent. */
  passMark: number;
  /** A practice exam: retakes allowed. */
  isPracticeExam: boolean;
  /** Questions are grouped by subject. */
  isSegmentedExam: boolean;
  /** Minutes, of the group the exam was sat through. */
  duration: number;
  /** Fraction of a question's point taken off for a wrong answer. */
  negativeMarkPerQuestion: number;
}

/** GET /exam/result/... data (SPEC.md §3 "Exam result"), with the figures stored when it was scored. */
export interface ExamResultView {
  /** The attempt's id. */
  _id: string;
  /** The student (the caller). */
  studentId: string;
  /** The group the exam was sat through. */
  groupId: string;
  /** The exam, with the figures the result page needs. */
  examId: ResultExamView;
  /** Marks with the GPA part, after cut marks. */
  marksObtained: number;
  /** The total the marks are out of (GPA part included). */
  totalMarks: number;
  /** Sum of the negative parts (>= 0). */
  negativeMarks: number;
  /** Marks before GPA and cut marks. */
  withoutGPA: number;
  /** Marks from GPA: HSCGPA x hsc + SSCGPA x ssc. */
  gpaMarks: number;
  /** Marks cut. */
  cutMarks: number;
  /** `{hsc: 0, ssc: 0}` without GPA factors. */
  gpaFactor: GpaFactor;
  /** marksObtained / totalMarks x 100 >= passMark. */
  passed: boolean;
  /** Merit position; null until computed. */
  rank: number | null;
  /** When the student started. */
  startsAt: string;
  /** When the attempt was submitted (at the deadline at the latest). */
  submittedAt: string;
  /** When the result was published. */
  publishedAt: string;
  /** Fully correct answers. */
  correct: number;
  /** Answered, not pending and not fully correct. */
  incorrect: number;
  /** Not answered. */
  skipped: number;
  /** Written answers waiting for an examiner. */
  pending: number;
  /** Subject-wise counts (Correct, Incorrect, Skipped, Negative). */
  subjectStats: SubjectStatView[];
  /** The subjects of the questions sat. */
  subjects: ExamSubjectRef[];
  /** Answered questions in exam order, then the unanswered ones. */
  answers: ResultAnswerView[];
}

/** GET /exam/result/... data while a live result is not published. */
export interface ResultNotPublishedView {
  /** Always 'notPublishedYet'. */
  code: 'notPublishedYet';
  /** Shown to the student. */
  title: string;
  /** More detail. */
  message: string;
}

/** GET /exam/result/... data: the result, or the notPublishedYet code. */
export type ExamResultResponse = ExamResultView | ResultNotPublishedView;

/** PATCH /exam/retake data. */
export interface RetakeResultView {
  /** The exam's id. */
  examId: string;
  /** The student (the caller). */
  studentId: string;
  /** False when there was no attempt to remove. */
  removed: boolean;
}

/** The segmented selection of GET /exam/get-segmented-exam-subject and POST /exam/add-segmented-exam-subject. */
export interface SegmentedSelectionView {
  /** The segmented exam's id. */
  examId: string;
  /** The student (the caller). */
  studentId: string;
  /** Every mandatory subject (prefilled when nothing is saved). */
  mandatorySubjects: string[];
  /** The chosen compulsory optional subjects. */
  compulsoryOptionalSubjects: string[];
  /** The chosen optional subjects. */
  optionalSubjects: string[];
  /** A practice exam's selection can change; a live one is final once saved. */
  isPracticeExam: boolean;
  /** When the selection was saved; null while nothing is saved. */
  submittedAt: string | null;
}
