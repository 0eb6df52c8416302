import { toUsername } from '@lms/domain';
import type { AppContext } from '../../context';
import { findStudentByUsername } from './student-repository';

/** Whether a local mobile number (11 digits) is on the roster already. */
export async function isAdmitted(ctx: AppContext, phone: string): Promise<boolean> {
  return (await findStudentByUsername(ctx.db, toUsername(phone))) !== undefined;
}
