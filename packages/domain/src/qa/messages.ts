/** Q&A texts the student app shows, word for word. */
export const qaMessages = {
  courseRequired: 'Please select a course',
  subjectRequired: 'Please select a subject',
  chapterRequired: 'Please select a chapter',
  detailsRequired: 'Please enter the question details',
  questionSubmitted: 'Question submitted successfully!',
  questionFailed: 'Error submitting question. Please try again later.',
  replyAdded: 'Reply added successfully',
  replyEmpty: 'Write a reply or attach a file.',
  guest: 'Guest',
  teacher: 'Teacher',
} as const;

/** Titles and buttons of the Q&A screens. */
export const qaLabels = {
  subtitle: 'Question and Answer',
  askQuestion: 'Ask a Question',
  guidelinesTitle: 'Guidelines for Asking Questions',
  createTitle: 'Create New Question',
  replyTitle: 'Reply',
  replyButton: 'Reply...',
  seeMore: 'See more',
  selectFiles: 'Select Files',
  recordAudio: 'Record Audio',
  captureImage: 'Capture Image',
} as const;
