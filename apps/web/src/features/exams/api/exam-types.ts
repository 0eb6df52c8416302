import type { AnswerAttachment, QuestionType, SegmentedExamDetails } from '@lms/domain';

/** A subject reference as the API gives it: an id, or an object with the id and its name. */
export type SubjectRef = string | { _id: string; name?: string | null } | null | undefined;

/** A subject with its question count in a segmented exam (the subject may carry its name). */
export interface SegmentSubjectWire {
  subjectId: SubjectRef;
  count: number;
  name?: string | null;
}

/** SegmentedExamDetails on the wire (SPEC.md §3). */
export interface SegmentedExamDetailsWire {
  mandatorySubjects: SegmentSubjectWire[];
  compulsoryOptionalSubjects: SegmentSubjectWire[];
  optionalSubjects: SegmentSubjectWire[];
  totalSubjects: number;
  totalQuestions: number;
  minimumCompulsoryOptionalSubjects: number;
}

/** The exam inside an exam-list entry (SPEC.md §3 "Exam list entry" examId). */
export interface ExamListExam {
  _id: string;
  title: string;
  /** Sanitized HTML, or empty. */
  instruction?: string | null;
  /** The questions (ids or objects) or their count. */
  questions?: unknown[] | number | null;
  subjectId?: SubjectRef | SubjectRef[];
  isPracticeExam: boolean;
  isSegmentedExam: boolean;
  segmentedExamDetails?: SegmentedExamDetailsWire | null;
}

/** The student's own attempt at a listed exam. */
export interface ExamListAttempt {
  startsAt?: string | null;
  submittedAt?: string | null;
}

/** One exam of a group (SPEC.md §3 "Exam list entry" plus the meta and the student's attempt). */
export interface ExamListEntry {
  examId: ExamListExam;
  groupId: string;
  groupName: string;
  startsAt: string;
  /** Null for practice exams (no end). */
  endsAt?: string | null;
  /** Minutes. */
  duration: number;
  cutMarks?: number | null;
  multipleTimesSubmission?: boolean;
  /** The student's own attempt, when there is one. */
  attempt?: ExamListAttempt | null;
}

/** GET /group/{groupId}: the group with its exams. */
export interface GroupWithExams {
  _id: string;
  name: string;
  exams: ExamListEntry[];
}

/** An exam question as the student receives it while taking the exam (no key, no explanation). */
export interface ExamQuestion {
  _id: string;
  type: QuestionType;
  /** Sanitized HTML. */
  title: string;
  point: number;
  /** Option texts (or image keys) in the order this student sees them. */
  options: string[];
  /** JSON text mapping an option (its index, letter or text) to 'image'. */
  optionType?: string | null;
  image?: string[] | null;
  file?: string[] | null;
  subjectId?: SubjectRef;
}

/** An answer the server already holds for this attempt (display order). */
export interface SavedAnswerWire {
  questionId: string;
  answer: string[];
  extra?: AnswerAttachment[] | null;
  timestamp?: number | null;
}

/** SPEC.md §3 "Exam data". */
export interface ExamData {
  _id: string;
  title: string;
  totalMarks: number;
  /** Percent. */
  passMark: number;
  questions: ExamQuestion[];
  /** The student's own start (server clock). */
  studentStartsAt: string;
  isPracticeExam: boolean;
  isSegmentedExam: boolean;
}

/** The exam being taken, as the page uses it (SPEC.md §3 "Exam data" and "Exam meta"). */
export interface LiveExam extends ExamData {
  /** Minutes. */
  duration: number;
  startTime: string | null;
  endsAt: string | null;
  multipleTimesSubmission: boolean;
  /** Answers the server holds for this attempt, by question id. */
  savedAnswers: Record<string, SavedAnswerWire>;
  /** Subject names of the exam, when the server names them. */
  subjectNames: string[];
}

/** A question as the result shows it (SPEC.md §3 "Result question" questionId). */
export interface ResultQuestionDetails {
  _id: string;
  type: QuestionType;
  title: string;
  options: string[];
  optionType?: string | null;
  /** The key (MCQ/checkbox option texts, MCA one 'true'|'false' per option). */
  answer?: string[] | null;
  explanation?: string | null;
  explanationExt?: string | null;
  image?: string[] | null;
  file?: string[] | null;
  subjectId?: SubjectRef;
  point?: number | null;
}

/** One question of a result (SPEC.md §3 "Result question"); unanswered ones carry only the question. */
export interface ResultQuestion {
  questionId: ResultQuestionDetails;
  answer?: string[] | null;
  marks?: number | null;
  notes?: string | null;
  extra?: AnswerAttachment[] | null;
  total?: number | null;
  correct?: boolean | null;
  answered?: boolean | null;
  negativeMarks?: number | null;
  /** A written answer waiting for an examiner. */
  pending?: boolean | null;
}

/** Subject-wise counts of a result as the server gives them. */
export interface SubjectStatWire {
  subjectId: string;
  name?: string | null;
  correct: number;
  incorrect: number;
  skipped: number;
  pending?: number;
  negativeMarks: number;
}

/** An exam result (SPEC.md §3 "Exam result"). */
export interface ExamResult {
  _id?: string;
  marksObtained: number;
  negativeMarks: number;
  /** Merit position; null until computed. */
  rank?: number | null;
  startsAt: string;
  submittedAt?: string | null;
  studentId: string;
  groupId?: string | null;
  examId: {
    _id: string;
    title: string;
    totalMarks: number;
    passMark: number;
    isPracticeExam: boolean;
    isSegmentedExam?: boolean;
    duration?: number | null;
  };
  gpaFactor?: { hsc?: number | null; ssc?: number | null } | null;
  withoutGPA?: number | null;
  /** Marks from GPA (HSCGPA x hsc + SSCGPA x ssc), when the server gives them. */
  gpaMarks?: number | null;
  /** The total including the GPA part, when the server gives it. */
  totalMarks?: number | null;
  /** The pass rule's outcome, when the server gives it. */
  passed?: boolean | null;
  correct?: number | null;
  incorrect?: number | null;
  skipped?: number | null;
  pending?: number | null;
  subjectStats?: SubjectStatWire[] | null;
  answers: ResultQuestion[];
  /** Subject names (segmented exams), when the server names them. */
  subjects?: SubjectRef[] | null;
}

/** The answer of the result call: a result, or a code (notPublishedYet) with its title. */
export type ResultResponse = ExamResult | { code: string; title?: string; message?: string };

/** The three lists of a segmented selection on the wire. */
export interface SegmentedSelectionWire {
  mandatorySubjects: string[];
  compulsoryOptionalSubjects: string[];
  optionalSubjects: string[];
  /** When the selection was saved; null while nothing is saved (GET prefills the mandatory subjects). */
  submittedAt?: string | null;
}

/** Details with plain subject ids (the domain's shape), from the wire shape. */
export function toDomainDetails(details: SegmentedExamDetailsWire): SegmentedExamDetails {
  const plain = (list: SegmentSubjectWire[]) =>
    (list ?? []).map((entry) => ({ subjectId: subjectIdOf(entry.subjectId) ?? '', count: entry.count }));
  return {
    mandatorySubjects: plain(details.mandatorySubjects),
    compulsoryOptionalSubjects: plain(details.compulsoryOptionalSubjects),
    optionalSubjects: plain(details.optionalSubjects),
    totalSubjects: details.totalSubjects,
    totalQuestions: details.totalQuestions,
    minimumCompulsoryOptionalSubjects: details.minimumCompulsoryOptionalSubjects,
  };
}

/** The id of a subject reference. */
export function subjectIdOf(ref: SubjectRef): string | undefined {
  if (!ref) return undefined;
  return typeof ref === 'string' ? ref : ref._id;
}

/** The name of a subject reference, when it carries one. */
export function subjectNameOf(ref: SubjectRef): string | undefined {
  return ref && typeof ref === 'object' && ref.name ? ref.name : undefined;
}
