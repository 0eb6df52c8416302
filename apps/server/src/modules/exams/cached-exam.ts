import type {
  ExamDelivery,
  ExamQuestionRule,
  GpaFactor,
  NegativeMarking,
  QuestionType,
  SegmentedExamDetails,
} from '@lms/domain';

/** A question of an exam with everything needed to show, check and score it (canonical order). */
export interface ExamQuestion extends ExamQuestionRule {
  type: QuestionType;
  title: string;
  options: string[];
  answer: string[];
  /** Canonical indexes of options that are images. */
  imageOptions: number[];
  explanation: string;
  explanationExt: string;
  image: string[];
  file: string[];
  subjectId: string | null;
  position: number;
  /** The pool section this question is a candidate of (drawn per attempt); null: on every paper. */
  pool: number | null;
}

/** A pool section of an exam: each attempt draws `count` of its candidates, all of `point` marks. */
export interface ExamPool {
  count: number;
  /** The candidates' ids in exam order. */
  candidateIds: string[];
  point: number;
}

/** An exam's schedule in one group. */
export interface ExamAssignment {
  id: string;
  groupId: string;
  startsAt: Date;
  /** Null for practice exams (no end). */
  endsAt: Date | null;
  /** Minutes. */
  duration: number;
  multipleTimesSubmission: boolean;
  gpaFactor: GpaFactor | null;
  cutMarks: number | null;
  /** When staff published the group's results (results scored later are published at once). */
  resultsPublishedAt: Date | null;
}

/** An exam as the student side uses it: loaded once, kept in memory, reloaded when its version changes. */
export interface CachedExam {
  id: string;
  version: number;
  title: string;
  instruction: string;
  subjectId: string | null;
  isPractice: boolean;
  isSegmented: boolean;
  segmentedDetails: SegmentedExamDetails | null;
  /** What a wrong answer loses (the exam decides, `wrongAnswerMarks`). */
  negativeMarking: NegativeMarking;
  passMark: number;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  /** Retakes a student may make of a practice exam: null without limit, 0 none. */
  retakeLimit: number | null;
  /** Pages, navigation, what results show and when, feedback bands. */
  delivery: ExamDelivery;
  /** The listed questions and every pool's candidates, in exam order. */
  questions: ExamQuestion[];
  /** The pool sections, in paper order (empty: a fixed paper). */
  pools: ExamPool[];
  /** Sets the exam comes in (2 to 4); 0: none. */
  setCount: number;
  /** Full marks of a paper (the listed questions and each pool's draw). */
  totalMarks: number;
  questionById: Map<string, ExamQuestion>;
  /** Assignments by group id. */
  assignments: Map<string, ExamAssignment>;
}
