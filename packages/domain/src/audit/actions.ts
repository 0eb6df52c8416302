/** The kinds of record an audit entry can be about; the server names each by a batched lookup. */
export const AUDIT_TARGET_KINDS = [
  'student',
  'group',
  'exam',
  'question',
  'course',
  'payment',
  'order',
  'staff',
  'branch',
  'feePlan',
] as const;
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];

/** What a staff write did, in words, and which record it was done to. */
export interface AuditAction {
  /** What was done, in English: the console translates it. */
  text: string;
  /**
   * The record the write is about: its kind, and where its id is: the path parameter `param`, or the
   * field `answer` of what the write answered (`receipt._id`, for a record it made).
   */
  target?: { kind: AuditTargetKind; param?: string; answer?: string };
  /** A list of student ids in the body (`studentIds`) the write also touched. */
  students?: string;
}

const student = (text: string): AuditAction => ({ text, target: { kind: 'student', param: 'studentId' } });
const group = (text: string, students?: string): AuditAction => ({
  text,
  target: { kind: 'group', param: 'groupId' },
  ...(students ? { students } : {}),
});
const exam = (text: string): AuditAction => ({ text, target: { kind: 'exam', param: 'examId' } });
const question = (text: string): AuditAction => ({ text, target: { kind: 'question', param: 'questionId' } });
const payment = (text: string): AuditAction => ({ text, target: { kind: 'payment', param: 'paymentId' } });
const created = (text: string, kind: AuditTargetKind, answer = '_id'): AuditAction => ({
  text,
  target: { kind, answer },
});

/**
 * Every audited write in words, keyed by its route's name; a name two sections share is keyed
 * `section:name` (the section's entry wins). A write missing here reads as its route name in words.
 */
export const AUDIT_ACTIONS: Readonly<Record<string, AuditAction>> = {
  // Students and groups
  admitStudent: created('Admitted a student', 'student'),
  importRoster: { text: 'Imported students' },
  importRosterRows: { text: 'Imported students' },
  previewRoster: { text: 'Checked a student list before import' },
  updateStudent: student("Changed a student's details"),
  deactivateStudent: student('Deactivated a student'),
  reactivateStudent: student('Reactivated a student'),
  resetStudentPassword: student("Reset a student's password"),
  resendRegistrationCode: student('Sent a student a new registration code'),
  createGroup: created('Created a group', 'group'),
  updateGroup: group('Renamed a group'),
  addGroupMembers: group("Changed a student's group", 'studentIds'),
  removeGroupMembers: group("Changed a student's group", 'studentIds'),
  removeGroupMember: {
    text: "Changed a student's group",
    target: { kind: 'student', param: 'studentId' },
  },
  setGroupCourses: group("Changed a group's courses"),
  checkGroupCourses: group("Checked a group's courses"),
  grantItems: group('Gave a group content'),
  revokeItem: group('Took content from a group'),
  // Staff and branches
  createStaff: created('Added a staff member', 'staff'),
  updateStaff: { text: 'Changed a staff member', target: { kind: 'staff', param: 'staffId' } },
  resetStaffPassword: {
    text: "Reset a staff member's password",
    target: { kind: 'staff', param: 'staffId' },
  },
  createBranch: created('Added a branch', 'branch'),
  updateBranch: { text: 'Changed a branch', target: { kind: 'branch', param: 'branchId' } },
  updateBranding: { text: "Changed the institute's look" },
  // Exams, questions and marks
  createExam: created('Created an exam', 'exam'),
  duplicateExam: created('Duplicated an exam', 'exam'),
  updateExam: exam('Changed an exam'),
  previewExamUpdate: exam('Checked an exam change'),
  assignExam: exam('Gave an exam to a group'),
  updateAssignment: exam("Changed an exam's group schedule"),
  previewAssignmentUpdate: exam("Checked an exam's group schedule"),
  removeAssignment: exam('Took an exam from a group'),
  publishResults: exam('Published results'),
  unpublishResults: exam('Withdrew results'),
  queueRescore: exam('Re-scored an exam'),
  markAnswer: exam('Changed marks'),
  giveMarks: exam('Changed marks'),
  overrideMarks: exam('Overrode the marks of an answer'),
  fixAnswerKey: exam('Changed an answer key'),
  setExamPools: exam("Changed an exam's question pools"),
  poolSize: { text: 'Checked the size of a question pool' },
  previewAnswerKeyFix: exam('Checked an answer key change'),
  extendTime: exam('Gave extra time'),
  submitForStudent: exam("Submitted a student's exam"),
  setExamException: exam('Set an exam exception'),
  removeExamException: exam('Removed an exam exception'),
  reopenAttempt: exam("Reopened a student's exam"),
  setStandingExtraTime: student("Changed a student's standing extra time"),
  startOmrScan: exam('Read OMR sheets'),
  sendResultSms: exam('Sent results by SMS'),
  resendResultSms: exam('Sent results by SMS again'),
  sendSmsCorrections: exam('Sent corrected results by SMS'),
  createQuestion: created('Wrote a question', 'question'),
  updateQuestion: question('Changed a question'),
  previewQuestionUpdate: question('Checked a question change'),
  deleteQuestion: question('Deleted a question'),
  importQuestions: { text: 'Imported questions' },
  importQuestionRows: { text: 'Imported questions' },
  previewQuestionImport: { text: 'Checked questions before import' },
  // Content
  createCourse: created('Created a course', 'course'),
  updateCourse: { text: 'Changed a course', target: { kind: 'course', param: 'courseId' } },
  deleteCourse: { text: 'Deleted a course', target: { kind: 'course', param: 'id' } },
  createSubject: { text: 'Added a subject' },
  updateSubject: { text: 'Changed a subject' },
  deleteSubject: { text: 'Deleted a subject' },
  createItem: { text: 'Added content' },
  updateItem: { text: 'Changed content' },
  deleteItem: { text: 'Deleted content' },
  addFile: { text: 'Added a file' },
  addFiles: { text: 'Added files' },
  updateFile: { text: 'Changed a file' },
  deleteFile: { text: 'Deleted a file' },
  registerVideo: { text: 'Added a video' },
  updateVideo: { text: 'Changed a video' },
  deleteVideo: { text: 'Deleted a video' },
  hlsUpload: { text: 'Uploaded a video' },
  previewVideo: { text: 'Previewed a video' },
  order: { text: 'Reordered content' },
  // Fees and payments
  collect: created('Took a payment', 'payment', 'receipt._id'),
  refundPayment: payment('Refunded a payment'),
  voidPayment: payment('Voided a payment'),
  giveDiscount: student('Gave a discount'),
  createPlan: created('Created a fee plan', 'feePlan'),
  updatePlan: { text: 'Changed a fee plan', target: { kind: 'feePlan', param: 'planId' } },
  applyPlan: { text: 'Put students on a fee plan', target: { kind: 'feePlan', param: 'planId' } },
  setHoldPolicy: { text: 'Changed the overdue hold' },
  refundOrder: { text: 'Refunded an online payment', target: { kind: 'order', param: 'orderId' } },
  resolveHeld: { text: 'Settled a held online payment', target: { kind: 'order', param: 'orderId' } },
  // Messages
  sendNotice: { text: 'Sent a notice' },
  sendNoticeSms: { text: 'Sent a notice by SMS' },
  resendNoticeSms: { text: 'Sent a notice by SMS again' },
  noticeSmsPreview: { text: 'Previewed a notice SMS' },
  saveSmsSettings: { text: 'Changed the SMS settings' },
  addSmsOptOut: { text: 'Stopped SMS to a number' },
  removeSmsOptOut: { text: 'Allowed SMS to a number again' },
  resendDueReminders: { text: 'Sent due reminders again' },
  // Questions and answers
  'qa staff:deleteQuestion': { text: 'Deleted a student question' },
  deleteComment: { text: 'Deleted a comment' },
  editComment: { text: 'Edited a comment' },
  editQuestion: { text: 'Edited a student question' },
  reply: { text: 'Answered a student question' },
  setStatus: { text: "Changed a student question's status" },
  setMentorSubjects: { text: "Changed a mentor's subjects", target: { kind: 'staff', param: 'staffId' } },
};

/** The action a route's write is, by its section and route name (undefined when not in the table). */
export function auditActionOf(section: string, action: string): AuditAction | undefined {
  return AUDIT_ACTIONS[`${section}:${action}`] ?? AUDIT_ACTIONS[action];
}

/** What a write did in words: from the table, else its route name (`admitStudent` → `Admit student`). */
export function auditActionText(section: string, action: string): string {
  const known = auditActionOf(section, action);
  if (known) return known.text;
  const words = action.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The distinct action texts, each with the route names it stands for (the log's "action" filter). */
export function auditActionKinds(): { text: string; actions: string[] }[] {
  const byText = new Map<string, string[]>();
  for (const [key, { text }] of Object.entries(AUDIT_ACTIONS)) {
    const name = key.includes(':') ? key.slice(key.indexOf(':') + 1) : key;
    const list = byText.get(text) ?? [];
    if (!list.includes(name)) list.push(name);
    byText.set(text, list);
  }
  return [...byText]
    .map(([text, actions]) => ({ text, actions }))
    .sort((a, b) => a.text.localeCompare(b.text));
}
