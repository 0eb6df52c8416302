import { round2 } from '@lms/domain';
import type { CourseTrendView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { courseTrendRows } from './report-repository';

/**
 * The mean marks of each exam given to a course's groups, over its published results, in the order
 * the exams first opened, and the same per branch (the student's branch now): whether a course's
 * exams go better over time, and where.
 */
export async function getCourseTrend(ctx: AppContext, courseId: string): Promise<CourseTrendView> {
  const exams = new Map<string, CourseTrendView[number] & { sum: number }>();
  for (const r of await courseTrendRows(ctx, courseId)) {
    const exam = exams.get(r.examId) ?? {
      examId: r.examId,
      title: r.title,
      startsAt: new Date(r.startsAt).toISOString(),
      totalMarks: r.totalMarks,
      count: 0,
      mean: null,
      sum: 0,
      branches: [],
    };
    exam.count += r.count;
    exam.sum += r.sum;
    exam.totalMarks = Math.max(exam.totalMarks ?? 0, r.totalMarks ?? 0);
    exam.branches.push({
      branchId: r.branchId,
      branch: r.branch,
      count: r.count,
      mean: round2(r.sum / r.count),
    });
    exams.set(r.examId, exam);
  }
  return [...exams.values()].map(({ sum, ...e }) => ({
    ...e,
    mean: e.count > 0 ? round2(sum / e.count) : null,
  }));
}
