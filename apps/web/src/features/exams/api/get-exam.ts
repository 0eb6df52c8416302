import { type ExamPaperView, examRoutes } from '@lms/domain/contract';
import { keepExamPaper, keptExamPaper, withOfflineFallback } from '../exam-offline-cache';
import { examRequest } from './exam-request';
import type { LiveExam } from './exam-types';

/** The page's view of the exam data: the saved answers by question id and the subjects' names. */
export function toLiveExam(data: ExamPaperView): LiveExam {
  return {
    ...data,
    savedAnswers: Object.fromEntries(data.answers.map((saved) => [saved.questionId, saved])),
    subjectNames: data.subjects.flatMap((subject) => (subject.name ? [subject.name] : [])),
  };
}

/**
 * The page's exam from a paper the server gave, kept on this device with the server clock's offset (a
 * reload with no network still shows every question and the right remaining time).
 */
export async function keepLiveExam(groupId: string, paper: ExamPaperView): Promise<LiveExam> {
  const exam = toLiveExam(paper);
  await keepExamPaper(groupId, exam);
  return exam;
}

/**
 * GET /exam/id/{examId}/groupId/{groupId}: the exam being taken (questions in this attempt's order),
 * kept on this device; when the server cannot be reached, the paper kept.
 */
export async function getExam(examId: string, groupId: string): Promise<LiveExam> {
  return withOfflineFallback(
    async () => {
      const { data } = await examRequest(examRoutes.paper, { params: { examId, groupId } });
      return keepLiveExam(groupId, data);
    },
    () => keptExamPaper(examId, groupId),
  );
}
