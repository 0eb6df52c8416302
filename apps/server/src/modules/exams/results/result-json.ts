import type { ExamResultResponse, ResultAnswerView, ResultQuestionView } from '@lms/domain/contract';
import type { CachedExam, ExamQuestion } from '../exam-cache';
import { questionAsShown, questionWithKey } from '../exam-paper';

// On results day thousands of students open results of the same exam: each question's view (with its
// key, in one of the few option orders an attempt can have) is built once, and written as JSON once.
// Keyed by the cached exam object: a changed exam (a voided question, an edit) is a new object.
const shownByExam = new WeakMap<CachedExam, Map<string, ResultQuestionView>>();
const withoutExplanationOf = new WeakMap<ResultQuestionView, ResultQuestionView>();
const jsonOf = new WeakMap<object, string>();

// Shuffled options of many options could give every attempt its own order: past this many views an
// exam's further ones are built for each result, not kept (a 4-option MCQ has at most 24 orders).
const MAX_KEPT_PER_EXAM = 10_000;

/**
 * A question of a result as its student's paper showed it (`order[display] = canonical`): options,
 * image options and an MCA key in that order, the key and explanation, and whether it was voided.
 * The same object for the same question and order of the same exam; never to be changed.
 */
export function shownResultQuestion(
  exam: CachedExam,
  q: ExamQuestion,
  order: readonly number[],
): ResultQuestionView {
  let kept = shownByExam.get(exam);
  if (!kept) {
    kept = new Map();
    shownByExam.set(exam, kept);
  }
  const key = `${q.id}:${order.join(',')}`;
  let shown = kept.get(key);
  if (!shown) {
    // A voided question says so, so that it is shown as voided rather than right or wrong.
    shown = {
      ...questionWithKey(questionAsShown(q, order)),
      ...(q.voided ? { voided: q.voided } : {}),
    };
    if (kept.size < MAX_KEPT_PER_EXAM) kept.set(key, shown);
  }
  return shown;
}

/** The question without its explanations (a result whose explanations are not revealed yet), kept per view. */
export function withoutExplanation(shown: ResultQuestionView): ResultQuestionView {
  let stripped = withoutExplanationOf.get(shown);
  if (!stripped) {
    stripped = { ...shown, explanation: '', explanationExt: '' };
    withoutExplanationOf.set(shown, stripped);
  }
  return stripped;
}

/** JSON of a value that is never changed, written once while the value lives. */
function keptJson(value: object): string {
  let json = jsonOf.get(value);
  if (json === undefined) {
    json = JSON.stringify(value);
    jsonOf.set(value, json);
  }
  return json;
}

function answerJson({ questionId, ...rest }: ResultAnswerView): string {
  const others = JSON.stringify(rest);
  return `{"questionId":${keptJson(questionId)}${others === '{}' ? '}' : `,${others.slice(1)}`}`;
}

/**
 * The body of the student's result call (`{ status: "200", data }`) as JSON: each question's JSON is
 * the one written for the first result that showed it; the rest is written for this result.
 */
export function resultBody(response: ExamResultResponse): string {
  if (!('examResult' in response)) return JSON.stringify({ status: '200', data: response });
  const { answers, ...result } = response.examResult;
  const answersJson = `"answers":[${answers.map(answerJson).join(',')}]`;
  const resultJson = `{${answersJson},${JSON.stringify(result).slice(1)}`;
  return `{"status":"200","data":{"examResult":${resultJson},"exam":${JSON.stringify(response.exam)}}}`;
}
