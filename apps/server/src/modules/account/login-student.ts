import { messages, normalizePhone, PHONE_PREFIX, toUsername } from '@lms/domain';
import type { StudentSummary } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { badRequest, HttpError } from '../../lib/http-error';
import { checkPassword } from '../../lib/passwords';
import { guardSignIn, signInSucceeded } from '../../lib/sign-in-guard';
import { findStudentByUsername } from './student-repository';

/** The signed-in student (`data.student` of the sign-in answer), with the new session token. */
export interface StudentSignIn {
  student: StudentSummary;
  sessionId: string;
}

const wrongCredentials = () =>
  new HttpError(401, 'Wrong phone number or password', 'Please check your phone number and password.');

/** Signs a student in with username (88 + phone) and password; a new sign-in ends the other sessions. */
export async function loginStudent(
  ctx: AppContext,
  input: { username: string; password: string; ip: string },
): Promise<StudentSignIn> {
  // Clients send 88 + the number as typed, so what follows the prefix may be any accepted form (01…, +8801…).
  const phone = input.username.startsWith(PHONE_PREFIX)
    ? normalizePhone(input.username.slice(PHONE_PREFIX.length))
    : null;
  if (!phone) throw badRequest(messages.phoneInvalid);
  const username = toUsername(phone);
  const attempt = { kind: 'student', account: username, ip: input.ip } as const;
  await guardSignIn(ctx, attempt);

  const student = await findStudentByUsername(ctx.db, username);
  // Checked before anything is answered, also for a number with no password: every answer costs one
  // argon2 check, so its time does not tell a listed number from another.
  const matches = await checkPassword(student?.passwordHash, input.password);
  if (!student) throw wrongCredentials();
  if (!student.passwordHash) {
    throw new HttpError(
      401,
      'This number is not registered yet',
      'Please create an account with this number first.',
    );
  }
  if (!matches) throw wrongCredentials();
  // Checked after the password, so the answer tells nothing about the account to whoever guesses.
  if (student.deactivatedAt) {
    throw new HttpError(
      403,
      'This account is deactivated',
      'Please contact the institute to use your account again.',
    );
  }

  await signInSucceeded(ctx, attempt);
  const sessionId = await ctx.sessions.create('student', student.id);
  return {
    student: {
      _id: student.id,
      id: student.id,
      name: student.name,
      username: student.username,
      sid: student.sid,
    },
    sessionId,
  };
}
