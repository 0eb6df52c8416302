import { omrRoutes } from '@lms/domain/contract';
import { downloadFile } from '../../../lib/download-file';

/** A file name made from an exam's title. */
const fileStem = (title: string) => title.replace(/[^\p{L}\p{N}-]+/gu, '-').slice(0, 60) || 'exam';

/** Downloads an exam's OMR sheets: one per student of a group, or `blank` blank ones. */
export function downloadOmrSheets(
  exam: { _id: string; title: string },
  choice: { groupId: string } | { blank: number },
  sets: string,
) {
  const which = 'groupId' in choice ? 'group' : `blank-${choice.blank}`;
  return downloadFile(
    omrRoutes.omrSheetsPdf,
    { params: { examId: exam._id }, query: { ...choice, sets: sets || undefined } },
    `omr-sheets-${fileStem(exam.title)}-${which}.pdf`,
  );
}

/** Downloads the layout of an exam's OMR sheets (JSON), for the reader or other tools. */
export function downloadOmrTemplate(exam: { _id: string; title: string }, sets: string) {
  return downloadFile(
    omrRoutes.omrTemplate,
    { params: { examId: exam._id }, query: { sets: sets || undefined } },
    `omr-template-${fileStem(exam.title)}.json`,
  );
}
