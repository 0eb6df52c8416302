import { messages, PASSWORD_MIN_LENGTH } from '@lms/domain';
import { z } from 'zod';

/** A phone number in a path; its format is checked by the use case to answer with SPEC.md's words. */
export const phoneParams = z.object({ phone: z.string().max(20) });

/** POST /student/login body. */
export const loginBody = z.object({
  /** 88 + the 11-digit mobile number. */
  username: z.string({ error: messages.phoneRequired }).min(1, messages.phoneRequired).max(20),
  password: z.string({ error: messages.passwordRequired }).min(1, messages.passwordRequired).max(200),
});

/** PATCH /student/set-password body. Missing parts mean the student skipped registration. */
export const setPasswordBody = z.object({
  otp: z.string().max(10).optional(),
  /** The challenge id returned by the OTP request. */
  hash: z.string().max(100).optional(),
  phone: z.string().max(20).optional(),
  password: z
    .string({ error: messages.newPasswordRequired })
    .min(1, messages.newPasswordRequired)
    .min(PASSWORD_MIN_LENGTH, messages.passwordTooShort)
    .max(200),
});

/** `?forgotPassword=true` marks a reset. */
export const setPasswordQuery = z.object({ forgotPassword: z.enum(['true', 'false']).optional() });

/** The student returned at sign-in. */
export const studentSummary = z.object({
  _id: z.string(),
  name: z.string(),
  username: z.string(),
  sid: z.string(),
});

/** OTP request answer: the challenge id, the number, and the code only when revealing is on. */
export const otpChallenge = z.object({
  hash: z.string(),
  phone: z.string(),
  otp: z.string().optional(),
});
