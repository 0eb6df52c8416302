import { examRoutes, type SegmentedSelectionView } from '@lms/domain/contract';
import { examRequest } from './exam-request';

/** GET /exam/get-segmented-exam-subject/{examId}/{studentId}: the saved selection, or null while none is saved. */
export async function getSegmentedSubjects(
  examId: string,
  studentId: string,
): Promise<SegmentedSelectionView | null> {
  return (await examRequest(examRoutes.subjectSelection, { params: { examId, studentId } })).data;
}
