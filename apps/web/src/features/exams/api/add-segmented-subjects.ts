import { examRequest } from './exam-request';
import type { SegmentedSelectionWire } from './exam-types';

/** What POST /exam/add-segmented-exam-subject takes. */
export interface SegmentedSubjectsInput extends SegmentedSelectionWire {
  examId: string;
  studentId: string;
  isPracticeExam: boolean;
}

/** POST /exam/add-segmented-exam-subject: saves the chosen subjects; answers with the three lists. */
export async function addSegmentedSubjects(input: SegmentedSubjectsInput): Promise<SegmentedSelectionWire> {
  return (
    await examRequest<SegmentedSelectionWire>('/exam/add-segmented-exam-subject', {
      method: 'POST',
      body: input,
    })
  ).data;
}
