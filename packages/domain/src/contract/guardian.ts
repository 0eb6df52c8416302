import { z } from 'zod';
import { messages } from '../messages';
import { notificationEntry, otpChallenge } from './account';
import { id } from './common';
import { examResultResponse } from './exams';
import { paymentParams, receiptPdfQuery } from './fees';
import { feesStudentRoutes } from './fees-student';
import { anyone, defineRoutes, guardian } from './route';
import { scoreboardData, scoreboardQuery } from './scoreboard';

/** POST /guardian/code body: the guardian's number as the roster has it. */
export const guardianCodeBody = z.object({
  /** The 11-digit mobile number (01…, 8801… and +8801… are accepted too). */
  phone: z.string({ error: messages.phoneRequired }).min(1, messages.phoneRequired).max(20),
});

/** POST /guardian/sign-in body: the number, the challenge id of the code request and the code. */
export const guardianSignInBody = z.object({
  phone: z.string({ error: messages.phoneRequired }).min(1, messages.phoneRequired).max(20),
  /** The challenge id the code request answered with. */
  hash: z.string().min(1, 'Please ask for a code first.').max(100),
  /** The six-digit code from the SMS. */
  otp: z.string().min(1, messages.otpRequired).max(10),
});

/** One child of a guardian: what the child switcher and the progress report show. */
export const guardianChild = z.object({
  /** The student's id: every per-child route takes it as `:studentId`. */
  _id: z.string(),
  name: z.string(),
  /** Roll number. */
  sid: z.string(),
  branch: z.object({ _id: z.string(), name: z.string(), division: z.string() }).nullable(),
  groups: z.array(z.object({ _id: z.string(), name: z.string() })),
});
export type GuardianChild = z.infer<typeof guardianChild>;

/** The signed-in guardian: the number and the children it is the guardian number of. */
export const guardianView = z.object({
  /** The guardian's local number (01XXXXXXXXX). */
  phone: z.string(),
  children: z.array(guardianChild),
});
export type GuardianView = z.infer<typeof guardianView>;

/** `:studentId` in a guardian's path: one of the guardian's children. */
export const childParams = z.object({ studentId: id });
/** `:studentId`, `:examId` and `:groupId`: one result of a child. */
export const childResultParams = z.object({ studentId: id, examId: id, groupId: id });
/** `:studentId` and `:paymentId`: one receipt of a child. */
export const childReceiptParams = childParams.extend(paymentParams.shape);

/** A guardian's own view of their children: sign-in with a one-time code, then read-only pages per child. */
export const guardianRoutes = defineRoutes('guardian', {
  requestCode: {
    method: 'POST',
    path: '/guardian/code',
    access: anyone,
    summary: "Send a sign-in code to a guardian's number (every valid number gets the same answer)",
    body: guardianCodeBody,
    data: otpChallenge,
  },
  signIn: {
    method: 'POST',
    path: '/guardian/sign-in',
    access: anyone,
    summary: 'Sign in with the code; the session id comes in the sessionId header',
    body: guardianSignInBody,
    data: guardianView,
  },
  me: {
    method: 'GET',
    path: '/guardian/me',
    access: guardian,
    summary: 'The signed-in guardian with their children',
    data: guardianView,
  },
  logout: {
    method: 'POST',
    path: '/guardian/logout',
    access: guardian,
    summary: "End the guardian's session",
    data: z.object({ message: z.string() }),
  },
  scoreboard: {
    method: 'GET',
    path: '/guardian/children/:studentId/scoreboard',
    access: guardian,
    summary: "A child's published live-exam results with the analytics (the scoreboard and progress report)",
    params: childParams,
    query: scoreboardQuery,
    data: scoreboardData,
  },
  result: {
    method: 'GET',
    path: '/guardian/children/:studentId/result/:examId/group/:groupId',
    access: guardian,
    summary: "A child's result as the child sees it, or data.code notPublishedYet",
    params: childResultParams,
    data: examResultResponse,
  },
  fees: {
    method: 'GET',
    path: '/guardian/children/:studentId/fees',
    access: guardian,
    summary: "A child's dues, payments and receipts (read-only)",
    params: childParams,
    data: feesStudentRoutes.myFees.data,
  },
  receiptPdf: {
    method: 'GET',
    path: '/guardian/children/:studentId/fees/receipts/:paymentId/receipt.pdf',
    access: guardian,
    summary: "One of a child's receipts as a PDF",
    params: childReceiptParams,
    query: receiptPdfQuery,
    raw: true,
  },
  notices: {
    method: 'GET',
    path: '/guardian/children/:studentId/notices',
    access: guardian,
    summary: "The notices sent to a child's groups, newest first",
    params: childParams,
    data: z.array(notificationEntry),
  },
});
