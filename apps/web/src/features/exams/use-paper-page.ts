import { paperPages } from '@lms/domain';
import type { ExamPaperView } from '@lms/domain/contract';
import { useCallback, useMemo, useState } from 'react';

/** Where the page a student reached on a paper is kept: a reload resumes there, never on an earlier one. */
const pageKey = (studentId: string, examId: string) => `examPage:${studentId}:${examId}`;

function storedPage(studentId: string, examId: string): number {
  const value = Number(localStorage.getItem(pageKey(studentId, examId)));
  return Number.isInteger(value) && value > 0 ? value : 0;
}

/** Forgets the page reached on a paper (the exam is submitted). */
export function clearPaperPage(studentId: string, examId: string): void {
  localStorage.removeItem(pageKey(studentId, examId));
}

/**
 * The paper's pages (the exam's questions per page; all on one without it), the page shown, and moving
 * on: a sequential paper moves forward only.
 */
export function usePaperPage(
  exam: Pick<ExamPaperView, 'questions' | 'delivery'> | undefined,
  ids: { studentId: string; examId: string },
) {
  const pages = useMemo(
    () => paperPages(exam?.questions.length ?? 0, exam?.delivery?.questionsPerPage ?? null),
    [exam],
  );
  const sequential = exam?.delivery?.navigation === 'sequential';
  const [reached, setReached] = useState(() => storedPage(ids.studentId, ids.examId));
  const index = Math.min(reached, pages.length - 1);
  const go = useCallback(
    (next: number) => {
      if (next < 0 || next >= pages.length || (sequential && next < index)) return;
      localStorage.setItem(pageKey(ids.studentId, ids.examId), String(next));
      setReached(next);
      window.scrollTo({ top: 0 });
    },
    [pages.length, sequential, index, ids.studentId, ids.examId],
  );
  return { page: pages[index]!, index, count: pages.length, sequential, go };
}
