import { staffPasswordProblem } from '@lms/domain';
import type { FormRule } from 'antd';

/** The staff password rule on a form field: the same rule the server checks. */
export const staffPasswordRule: FormRule = {
  validator: async (_rule, value: string | undefined) => {
    const problem = staffPasswordProblem(value ?? '');
    if (problem) throw new Error(`The password ${problem}`);
  },
};
