import { examRoutes, type SegmentedSelectionView } from '@lms/domain/contract';
import { examRequest } from './exam-request';

/**
 * GET /exam/get-segmented-exam-subject/{examId}/{studentId}: the saved selection, or the mandatory
 * subjects alone with `submittedAt: null` when none is saved.
 */
export async function getSegmentedSubjects(
  examId: string,
  studentId: string,
): Promise<SegmentedSelectionView> {
  return (await examRequest(examRoutes.subjectSelection, { params: { examId, studentId } })).data;
}
