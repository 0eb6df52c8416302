import { notFound } from '../../lib/http-error';

// The rule itself (what a student in some groups may see) is the domain's: `accessOf` and the `sees*` checks.
export { courseIdsOf, type StudentAccess, seesCourse, seesItem, seesSubject } from '@lms/domain';

/**
 * Throws the 404 of something outside the student's groups: it is not theirs to know it exists.
 * Narrows `found` to defined.
 */
export function assertVisible<T>(
  found: T | undefined,
  visible: (t: T) => boolean,
  what: string,
): asserts found is T {
  if (!found || !visible(found))
    throw notFound(`${what} not found`, `This ${what.toLowerCase()} is not in your courses.`);
}
