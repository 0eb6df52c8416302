import { STAFF_PASSWORD_MIN, staffPasswordProblem } from '@lms/domain';
import type { FormRule } from 'antd';
import { translate } from './i18n/use-t';

/** Throws the staff password rule's complaint about `password`, in the shown language. */
function checkStaffPassword(password: string): void {
  if (!staffPasswordProblem(password)) return;
  throw new Error(
    password.length < STAFF_PASSWORD_MIN
      ? translate('The password must be at least {{count}} characters', { count: STAFF_PASSWORD_MIN })
      : translate('The password is a commonly used password: choose a less guessable one'),
  );
}

/** The staff password rule on a form field: the same rule the server checks, said in the shown language. */
export const staffPasswordRule: FormRule = {
  validator: async (_rule, value: string | undefined) => checkStaffPassword(value ?? ''),
};

/** The same rule on a field that may stay empty (the password is not being changed). */
export const optionalStaffPasswordRule: FormRule = {
  validator: async (_rule, value: string | undefined) => {
    if (value) checkStaffPassword(value);
  },
};
