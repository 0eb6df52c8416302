import {
  DEFAULT_DELIVERY,
  type ExamDelivery,
  type NegativeMarkingMode,
  type SegmentedExamIssue,
  segmentedExamIssues,
} from '@lms/domain';
import type {
  ExamAuthoringOptions,
  examStaffRoutes,
  RouteInput,
  StaffExamView,
  StaffQuestionView,
} from '@lms/domain/contract';

/** The three kinds of subject of a segmented exam. */
export const SECTIONS = ['mandatory', 'compulsoryOptional', 'optional'] as const;
export type SectionKey = (typeof SECTIONS)[number];

/** A question on the paper with the marks it has in this exam. */
export interface PickedQuestion {
  question: StaffQuestionView;
  point: number;
}

/** The exam being written: its settings, subjects and questions, held until saved. */
export interface ExamDraft {
  title: string;
  instruction: string;
  isPracticeExam: boolean;
  isSegmentedExam: boolean;
  /** What a wrong answer loses: nothing, a fraction of each question's marks, or each question's own negative marks. */
  negativeMarking: NegativeMarkingMode;
  /** The fraction, under `fraction`. */
  negativeMarkPerQuestion: number;
  /** Percent; null until the controller sets it (a new exam starts with the institute's usual one). */
  passMark: number | null;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  /** Retakes a student may make of a practice exam: null without limit, 0 none. */
  retakeLimit: number | null;
  /** Pages, navigation, what results show and when, feedback by score band. */
  delivery: ExamDelivery;
  /** Subject ids per section (segmented exams). */
  sections: Record<SectionKey, string[]>;
  totalSubjects: number;
  totalQuestions: number;
  minimumCompulsoryOptionalSubjects: number;
  questions: PickedQuestion[];
}

/** The settings a new exam starts with. */
/** What each step of the exam editor is handed: the draft, the institute's subjects, and a way to change the draft. */
export interface StepProps {
  draft: ExamDraft;
  subjects: ExamAuthoringOptions['subjects'];
  onChange: (change: Partial<ExamDraft>) => void;
}

export const NEW_EXAM: ExamDraft = {
  title: '',
  instruction: '',
  isPracticeExam: false,
  isSegmentedExam: false,
  negativeMarking: 'none',
  negativeMarkPerQuestion: 0,
  passMark: null,
  shuffleQuestions: false,
  shuffleOptions: true,
  retakeLimit: null,
  delivery: DEFAULT_DELIVERY,
  sections: { mandatory: [], compulsoryOptional: [], optional: [] },
  totalSubjects: 1,
  totalQuestions: 1,
  minimumCompulsoryOptionalSubjects: 0,
  questions: [],
};

/** A new exam's draft, starting with the institute's usual pass mark (none before its first exam). */
export function newExamDraft(usualPassMark: number | null): ExamDraft {
  return { ...NEW_EXAM, passMark: usualPassMark };
}

/** The draft of a stored exam. */
export function draftOf(exam: StaffExamView): ExamDraft {
  const d = exam.segmentedExamDetails;
  const ids = (list: readonly { subjectId: string }[] | undefined) => (list ?? []).map((s) => s.subjectId);
  return {
    title: exam.title,
    instruction: exam.instruction,
    isPracticeExam: exam.isPracticeExam,
    isSegmentedExam: exam.isSegmentedExam,
    negativeMarking: exam.negativeMarking,
    negativeMarkPerQuestion: exam.negativeMarkPerQuestion,
    passMark: exam.passMark,
    shuffleQuestions: exam.shuffleQuestions,
    shuffleOptions: exam.shuffleOptions,
    retakeLimit: exam.retakeLimit,
    delivery: exam.delivery,
    sections: {
      mandatory: ids(d?.mandatorySubjects),
      compulsoryOptional: ids(d?.compulsoryOptionalSubjects),
      optional: ids(d?.optionalSubjects),
    },
    totalSubjects: d?.totalSubjects ?? 1,
    totalQuestions: d?.totalQuestions ?? 1,
    minimumCompulsoryOptionalSubjects: d?.minimumCompulsoryOptionalSubjects ?? 0,
    questions: exam.questions.map((question) => ({ question, point: question.point })),
  };
}

/** Every subject of a segmented draft, in section order. */
export function segmentSubjects(draft: ExamDraft): string[] {
  return [...draft.sections.mandatory, ...draft.sections.compulsoryOptional, ...draft.sections.optional];
}

/** The questions in the paper's order: for a segmented exam, subject by subject in section order. */
export function orderedQuestions(draft: ExamDraft): PickedQuestion[] {
  if (!draft.isSegmentedExam) return draft.questions;
  const place = new Map(segmentSubjects(draft).map((id, index) => [id, index]));
  const rank = (q: PickedQuestion) => place.get(q.question.subjectId ?? '') ?? Number.MAX_SAFE_INTEGER;
  return draft.questions
    .map((q, index) => ({ q, index }))
    .sort((a, b) => rank(a.q) - rank(b.q) || a.index - b.index)
    .map(({ q }) => q);
}

function segmentedDetails(draft: ExamDraft) {
  const counts = new Map<string, number>();
  for (const q of draft.questions) {
    const id = q.question.subjectId;
    if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const section = (ids: string[]) =>
    ids.map((subjectId) => ({ subjectId, count: counts.get(subjectId) ?? 0 }));
  return {
    mandatorySubjects: section(draft.sections.mandatory),
    compulsoryOptionalSubjects: section(draft.sections.compulsoryOptional),
    optionalSubjects: section(draft.sections.optional),
    totalSubjects: draft.totalSubjects,
    totalQuestions: draft.totalQuestions,
    minimumCompulsoryOptionalSubjects: draft.minimumCompulsoryOptionalSubjects,
  };
}

/**
 * What the server is sent for the draft (each subject's count is its questions on the paper), once its
 * pass mark is set.
 */
export function examBody(
  draft: ExamDraft & { passMark: number },
): RouteInput<typeof examStaffRoutes.createExam>['body'] {
  return {
    title: draft.title,
    instruction: draft.instruction,
    isPracticeExam: draft.isPracticeExam,
    isSegmentedExam: draft.isSegmentedExam,
    segmentedExamDetails: draft.isSegmentedExam ? segmentedDetails(draft) : null,
    negativeMarking: draft.negativeMarking,
    // A fraction typed before another mode was chosen is not kept.
    negativeMarkPerQuestion: draft.negativeMarking === 'fraction' ? draft.negativeMarkPerQuestion : 0,
    passMark: draft.passMark,
    shuffleQuestions: draft.shuffleQuestions,
    shuffleOptions: draft.shuffleOptions,
    // A live exam is taken once: a limit typed while it was a practice exam is not kept.
    retakeLimit: draft.isPracticeExam ? draft.retakeLimit : null,
    delivery: draft.delivery,
    questions: orderedQuestions(draft).map((q) => ({ questionId: q.question._id, point: q.point })),
  };
}

/** What keeps a segmented draft from being saved (the server's own rules). */
export function draftProblems(draft: ExamDraft): SegmentedExamIssue[] {
  if (!draft.isSegmentedExam) return [];
  return segmentedExamIssues(
    segmentedDetails(draft),
    draft.questions.map((q) => q.question.subjectId),
  );
}
