import { examRoutes, type SegmentedSelectionBody, type SegmentedSelectionView } from '@lms/domain/contract';
import { examRequest } from './exam-request';

/** POST /exam/add-segmented-exam-subject: saves the chosen subjects; answers with the saved selection. */
export async function addSegmentedSubjects(input: SegmentedSelectionBody): Promise<SegmentedSelectionView> {
  return (await examRequest(examRoutes.selectSubjects, { body: input })).data;
}
