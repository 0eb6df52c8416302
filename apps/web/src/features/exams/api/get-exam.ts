import { examRequest } from './exam-request';
import type { ExamData, LiveExam, SavedAnswerWire, SubjectRef } from './exam-types';
import { subjectNameOf } from './exam-types';

/** Exam meta (SPEC.md §3). */
interface ExamMetaWire {
  duration?: number;
  startTime?: string | null;
  startsAt?: string | null;
  endsAt?: string | null;
  multipleTimesSubmission?: boolean;
  examId?: { _id: string; isPracticeExam: boolean };
}

/** GET /exam/id/{examId}/groupId/{groupId} data: the exam data with its meta (and the answers already saved). */
export interface ExamDataWire extends ExamData {
  duration?: number;
  endsAt?: string | null;
  multipleTimesSubmission?: boolean;
  meta?: ExamMetaWire;
  answers?: SavedAnswerWire[] | null;
  subjects?: SubjectRef[] | null;
}

/** The page's view of the exam data, whatever nesting the meta came in. */
export function toLiveExam(data: ExamDataWire): LiveExam {
  const meta = data.meta ?? {};
  const savedAnswers: Record<string, SavedAnswerWire> = {};
  for (const saved of data.answers ?? []) savedAnswers[saved.questionId] = saved;
  return {
    _id: data._id,
    title: data.title,
    totalMarks: data.totalMarks,
    passMark: data.passMark,
    questions: data.questions ?? [],
    studentStartsAt: data.studentStartsAt,
    isPracticeExam: data.isPracticeExam ?? meta.examId?.isPracticeExam ?? false,
    isSegmentedExam: data.isSegmentedExam ?? false,
    duration: meta.duration ?? data.duration ?? 0,
    startTime: meta.startTime ?? meta.startsAt ?? null,
    endsAt: meta.endsAt ?? data.endsAt ?? null,
    multipleTimesSubmission: meta.multipleTimesSubmission ?? data.multipleTimesSubmission ?? true,
    savedAnswers,
    subjectNames: (data.subjects ?? []).map(subjectNameOf).filter((name): name is string => Boolean(name)),
  };
}

/** GET /exam/id/{examId}/groupId/{groupId}: the exam being taken (questions in this attempt's order). */
export async function getExam(examId: string, groupId: string): Promise<LiveExam> {
  const { data } = await examRequest<ExamDataWire>(
    `/exam/id/${encodeURIComponent(examId)}/groupId/${encodeURIComponent(groupId)}`,
  );
  return toLiveExam(data);
}
