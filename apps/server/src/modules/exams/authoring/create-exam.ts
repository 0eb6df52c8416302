import type { ExamInput, StaffExamView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { insertExam, replaceExamQuestions } from './exam-repository';
import { checkedExamQuestions, checkedNegativeMarking, examValues } from './exam-values';
import { getExamForStaff } from './get-exam-for-staff';

/** Creates an exam with its questions. */
export async function createExam(ctx: AppContext, staffId: string, input: ExamInput): Promise<StaffExamView> {
  const list = await checkedExamQuestions(ctx, input);
  const marking = checkedNegativeMarking(input);
  const examId = await ctx.db.transaction(async (tx) => {
    const examId = await insertExam(tx, examValues(input, marking), staffId);
    await replaceExamQuestions(tx, examId, list);
    return examId;
  });
  return getExamForStaff(ctx, examId);
}
