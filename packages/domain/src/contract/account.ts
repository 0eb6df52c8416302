import { z } from 'zod';
import { messages } from '../messages';
import { studentPasswordProblem } from '../student-password';
import { courseCard } from './course';
import { anyone, defineRoutes, signedIn, student } from './route';

/** POST /student/login body. */
export const loginBody = z.object({
  /** 88 + the 11-digit mobile number. */
  username: z.string({ error: messages.phoneRequired }).min(1, messages.phoneRequired).max(20),
  password: z.string({ error: messages.passwordRequired }).min(1, messages.passwordRequired).max(200),
});
export type LoginBody = z.infer<typeof loginBody>;

/** PATCH /student/set-password body (`?forgotPassword=true` on a reset). */
export const setPasswordBody = z.object({
  /** The six-digit code. */
  otp: z.string().max(10).optional(),
  /** The challenge id returned by the code request. */
  hash: z.string().max(100).optional(),
  /** The 11-digit mobile number. */
  phone: z.string().max(20).optional(),
  password: z
    .string({ error: messages.newPasswordRequired })
    .min(1, messages.newPasswordRequired)
    .max(200)
    .superRefine((password, check) => {
      const problem = password ? studentPasswordProblem(password) : null;
      if (problem) check.addIssue({ code: 'custom', message: problem });
    }),
});
export type SetPasswordBody = z.infer<typeof setPasswordBody>;

/** The answer to a code request: the challenge id, the number, and the code only when revealing is on. */
export const otpChallenge = z.object({
  hash: z.string(),
  phone: z.string(),
  otp: z.string().optional(),
});
export type OtpChallenge = z.infer<typeof otpChallenge>;

/** The student of a sign-in (`data.student`), kept by the client as its signed-in record. */
export const studentSummary = z.object({
  _id: z.string(),
  /** The same value as `_id`: the original client takes the student's id from here (Q&A, bookmarks, segmented exams). */
  id: z.string(),
  name: z.string(),
  /** 88 + mobile number. */
  username: z.string(),
  /** Roll number. */
  sid: z.string(),
});
export type StudentSummary = z.infer<typeof studentSummary>;

/**
 * A notification itself: the socket's `notification` event carries it bare, and the profile's
 * `notifications` wrap it in `{isSeen, notificationId}`.
 */
export const notificationView = z.object({
  _id: z.string(),
  type: z.enum(['notification', 'notice']),
  message: z.string(),
  createdAt: z.string(),
  info: z
    .object({
      /** `lecture`, `chapter`, `questionSolve`, `question`, `exam`, `group`, `notice`. */
      on: z.string().optional(),
      id: z.string().optional(),
      courseId: z.string().optional(),
      subjectId: z.string().optional(),
      title: z.string().optional(),
      isPracticeExam: z.boolean().optional(),
      /** On `exam`: the student's published result. */
      examResultId: z.string().optional(),
      /** On `exam` with `examResultId`: the group the result was sat in (absent from older notifications). */
      groupId: z.string().optional(),
    })
    .optional(),
});
export type NotificationView = z.infer<typeof notificationView>;

/** Student socket event: a staff notice's new text, `{_id, message, info}`; the student's list shows it. */
export const NOTIFICATION_CHANGED_EVENT = 'notificationChanged';
/** Student socket event: `{_id}` of a notice staff recalled; it leaves the student's list. */
export const NOTIFICATION_REMOVED_EVENT = 'notificationRemoved';

/** A stored notification in its wrapper (`isSeen`, `notificationId`). */
export const notificationEntry = z.object({
  isSeen: z.boolean(),
  notificationId: notificationView,
});
export type NotificationEntry = z.infer<typeof notificationEntry>;

/** GET /student/profile data. */
export const studentProfile = z.object({
  _id: z.string(),
  name: z.string(),
  sid: z.string(),
  username: z.string(),
  /** Guardian's mobile number. */
  contact: z.string(),
  SSCGPA: z.number().nullable(),
  HSCGPA: z.number().nullable(),
  session: z.string(),
  branch: z.object({ _id: z.string(), name: z.string(), division: z.string() }).nullable(),
  /** Unique student code. */
  code: z.string(),
  /** Alternate exam link. */
  link: z.string(),
  /** Storage key of the picture, shown under the asset host. */
  profilePic: z.string(),
  groups: z.array(z.object({ _id: z.string(), name: z.string(), courseId: z.string().nullable() })),
  notifications: z.array(notificationEntry),
  /** The student's courses, as GET /course gives them. */
  courses: z.array(courseCard),
  /** The student's exam attempts, newest first. */
  exams: z.array(
    z.object({
      /** The exam's id. */
      exam: z.string(),
      groupId: z.string(),
      startsAt: z.string(),
      submittedAt: z.string().nullable(),
      setCode: z.string().nullable(),
    }),
  ),
});
export type StudentProfile = z.infer<typeof studentProfile>;

/** A phone number in a path; its format is checked by the use case to answer with the student app's words. */
export const phoneParams = z.object({ phone: z.string().max(20) });

/** `?forgotPassword=true` marks a reset. */
export const setPasswordQuery = z.object({ forgotPassword: z.enum(['true', 'false']).optional() });

/** A confirmation with one human sentence. */
export const messageData = z.object({ message: z.string() });

/** Student accounts: codes, password, sign-in, profile, sign-out. */
export const accountRoutes = defineRoutes('account', {
  requestOtp: {
    method: 'GET',
    path: '/student/otp/:phone',
    access: anyone,
    summary: 'Send a registration code to an admitted number',
    params: phoneParams,
    data: otpChallenge,
  },
  forgotPassword: {
    method: 'PATCH',
    path: '/student/forgot-password/:phone',
    access: anyone,
    summary: 'Send a password-reset code to a registered number',
    params: phoneParams,
    data: otpChallenge,
  },
  setPassword: {
    method: 'PATCH',
    path: '/student/set-password',
    access: anyone,
    summary: 'Set the password with the code (registration or reset)',
    query: setPasswordQuery,
    body: setPasswordBody,
    data: messageData,
  },
  login: {
    method: 'POST',
    path: '/student/login',
    access: anyone,
    summary: 'Sign in; the session id comes in the sessionId header',
    body: loginBody,
    data: z.object({ student: studentSummary }),
  },
  profile: {
    method: 'GET',
    path: '/student/profile',
    access: student,
    summary: 'The signed-in student with groups, notifications, courses',
    data: studentProfile,
  },
  logout: {
    method: 'GET',
    path: '/auth/logout',
    access: signedIn,
    summary: 'End this session',
    data: messageData,
  },
});
