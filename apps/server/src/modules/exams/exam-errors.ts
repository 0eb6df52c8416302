import { examMessages } from '@lms/domain';
import { HttpError } from '../../lib/http-error';

/** The errors of the exam calls, with the words students know from the app and a `code` a client can test. */
export const examErrors = {
  /** 403: the student is not (or no longer) in the group, or the exam is not (or no longer) given to it. */
  removedFromGroup: () =>
    new HttpError(403, examMessages.removedFromGroup, examMessages.removedFromGroupModal, 'removedFromGroup'),
  /** 404: no such exam. */
  noSuchExam: () => new HttpError(404, 'No such exam', 'This exam does not exist.', 'examNotFound'),
  /** 409: before the exam's start time. */
  notOpenYet: () =>
    new HttpError(409, 'The exam has not started yet', 'Please wait for the start time.', 'examNotStarted'),
  /** 409: a live exam whose window is over. */
  windowOver: () =>
    new HttpError(409, 'The exam has ended', 'This exam cannot be started any more.', 'examEnded'),
  /** 409: no attempt yet. */
  startFirst: () =>
    new HttpError(409, 'Start the exam first', 'You have not started this exam.', 'attemptNotStarted'),
  /** 409: the attempt is finalized. */
  alreadySubmitted: () =>
    new HttpError(
      409,
      'You have submitted this exam already',
      'Answers cannot change after submission.',
      'alreadySubmitted',
    ),
  /** 409: an answer after the deadline that the grace rule does not cover. */
  timeOver: () =>
    new HttpError(409, examMessages.timeOver, 'The answer arrived after your exam time.', 'examTimeOver'),
  /** 423: the answer may not change. */
  answerLocked: () =>
    new HttpError(423, examMessages.cannotChangeAnswer, examMessages.cannotChangeAnswer, 'answerLocked'),
  /** 409: a segmented exam needs the subject selection before it starts. */
  selectSubjectsFirst: () =>
    new HttpError(
      409,
      'Select your subjects first',
      'Choose the subjects of this exam before starting it.',
      'selectSubjects',
    ),
  /** 409: the exam's questions differ per attempt (pools, chosen subjects): no sealed paper. */
  paperNotSealed: () =>
    new HttpError(
      409,
      'This exam has no sealed paper',
      'Its questions come with the start.',
      'paperNotSealed',
    ),
};
