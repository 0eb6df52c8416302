import { examRequest } from './exam-request';
import type { SegmentedSelectionWire } from './exam-types';

/** GET /exam/get-segmented-exam-subject/{examId}/{studentId}: the saved selection (null or empty lists when none). */
export async function getSegmentedSubjects(
  examId: string,
  studentId: string,
): Promise<SegmentedSelectionWire | null> {
  return (
    await examRequest<SegmentedSelectionWire | null>(
      `/exam/get-segmented-exam-subject/${encodeURIComponent(examId)}/${encodeURIComponent(studentId)}`,
    )
  ).data;
}
