import type { OmrTemplate } from '@lms/domain';
import type { AppContext } from '../../context';
import { examSheetLayout } from './exam-sheet-layout';

/** GET /staff/exams/:examId/omr-template.json: the layout of the exam's sheets (with these set codes). */
export async function getOmrTemplate(
  ctx: AppContext,
  examId: string,
  sets: readonly string[],
): Promise<OmrTemplate> {
  return (await examSheetLayout(ctx, examId, sets)).layout.template;
}
