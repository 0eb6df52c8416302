/**
 * Exam texts the original student client shows, word for word (typos included: they are its words).
 * The segmented-selection alerts take the number to show.
 */
export const examMessages = {
  minimumCompulsoryOptional: (n: number) => `You must select at least ${n} compulsory optional subject(s).`,
  totalSubjects: (n: number) => `You must select subjects to meet the total of ${n} subjects.`,
  totalQuestions: (n: number) => `You must select subjects to make question count ${n}.`,
  /** Ours, not the original client's: a selection naming a subject outside its section (only a tampered request). */
  unknownSubject: 'The selection contains a subject that is not offered in this exam.',
  cannotChangeAnswer: 'You cannot change the answer',
  removedFromGroup: 'This exam has been removed from your group',
  removedFromGroupModal:
    "This exam has been removed from your group. Please go back to the 'Exam' page to view other exams.",
  provideAnswerOrFile: 'Please provide an answer or upload a file',
  uploadErrorTitle: 'Submit Answer Error',
  uploadError: (name: string) => `Error uploading file ${name}`,
  confirmTextSubmit: "Are you sure you want to submit? Once submitted, it can't be changed.",
  noAnswerYet: 'You have not answered any question yet!',
  submitWhileOffline: 'You are offline. Please insure stable internet connection.',
  offlineBanner: 'You are offline!',
  timeOver: 'Exam time is over!',
  answerSubmitted: 'Answer submitted successfully!',
  answerSubmittedButton: 'Answer Submitted',
  examSubmitted: 'Exam submitted successfully!',
  savingLocally: 'Due to internet issue, saving locally',
  unhandledException: 'Unhandled exception',
  internetLost: 'Internet connection lost.',
  internetRestoredTitle: 'Internet has been restored',
  internetRestored: 'You are back to online. We are trying to submit your locally saved answers.',
  submitRejectedOffline: 'Please check your internet connection then try again.',
  submitFailed: 'Somethink went wrong! Please try again.',
  cannotViewDetails: 'You cannot view the details of this exam!',
  infoMissing: 'Info is missing!',
  retakeConfirm: 'Retaking exam will remove the previous submission. Do you want to continue?',
  /** Ours: leaving an exam in progress. */
  leaveExamTitle: 'Leave the exam?',
  leaveExamKept:
    'Your answers are kept: those not sent yet stay on this phone and are sent when you come back. The time keeps running, so come back before it ends to finish and submit.',
  leaveExamLost:
    'Some answers are not sent yet and this browser cannot keep them: they will be lost if you leave now. The time keeps running.',
  leaveExamStay: 'Stay in the exam',
  leaveExamLeave: 'Leave',
} as const;

/** Labels of the exam card and result page. */
export const examLabels = {
  viewResult: 'View Result',
  retakeExam: 'Retake Exam',
  noRetakesLeft: 'No retakes left',
  startExam: 'Start Exam',
  startTimePrefix: 'Start Time: ',
  passed: 'PASSED',
  failed: 'FAILED',
  notGiven: 'Not given',
} as const;
