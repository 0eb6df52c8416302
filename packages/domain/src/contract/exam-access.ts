import { staff } from './route';

/**
 * Who may call the staff exam routes (admin always passes), each set declared once for every exam
 * table that uses it.
 */
export const examAccess = {
  /** The question bank: question uploaders and exam moderators. */
  bank: staff('questionUploader', 'examModerator'),
  /** Writing exams and correcting keys. */
  authoring: staff('examModerator'),
  /** Schedules and publishing. */
  scheduling: staff('examModerator', 'moderator'),
  /** Marking written answers. */
  marking: staff('examiner', 'examModerator'),
  /** Seeing exams, previews and results. */
  viewing: staff('examModerator', 'examiner', 'moderator'),
};
