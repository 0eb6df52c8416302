import { type ExamDelivery, feedbackBandProblems } from '@lms/domain';

/** A delivery setting the server would refuse. */
export type DeliveryProblem = 'questionsPerPage' | 'feedbackBands';

/**
 * The delivery settings of a draft the server would refuse (written out: the browser build stubs zod):
 * questions per page a whole number from 1 to 1000 (blank: all on one page), bands within 0-100 %,
 * each with a text, none overlapping.
 */
export function deliveryProblems(delivery: ExamDelivery): DeliveryProblem[] {
  const problems: DeliveryProblem[] = [];
  const perPage = delivery.questionsPerPage;
  if (perPage !== null && !(Number.isInteger(perPage) && perPage >= 1 && perPage <= 1000))
    problems.push('questionsPerPage');
  const bands = delivery.feedbackBands;
  if (
    bands.length > 20 ||
    bands.some((b) => !b.text.trim() || b.text.length > 1000) ||
    feedbackBandProblems(bands).length > 0
  )
    problems.push('feedbackBands');
  return problems;
}
