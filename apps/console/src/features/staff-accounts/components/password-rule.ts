import { STAFF_PASSWORD_MIN, staffPasswordProblem } from '@lms/domain';
import type { FormRule } from 'antd';
import { translate } from '../../../lib/i18n/use-t';

/** The staff password rule on a form field: the same rule the server checks, said in the shown language. */
export const staffPasswordRule: FormRule = {
  validator: async (_rule, value: string | undefined) => {
    const password = value ?? '';
    if (!staffPasswordProblem(password)) return;
    throw new Error(
      password.length < STAFF_PASSWORD_MIN
        ? translate('The password must be at least {{count}} characters', { count: STAFF_PASSWORD_MIN })
        : translate('The password is a commonly used password: choose a less guessable one'),
    );
  },
};
