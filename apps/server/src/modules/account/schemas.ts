import { z } from 'zod';

export { loginBody, otpChallenge, setPasswordBody, studentSummary } from '@lms/domain/contract';

/** A phone number in a path; its format is checked by the use case to answer with SPEC.md's words. */
export const phoneParams = z.object({ phone: z.string().max(20) });

/** `?forgotPassword=true` marks a reset. */
export const setPasswordQuery = z.object({ forgotPassword: z.enum(['true', 'false']).optional() });
