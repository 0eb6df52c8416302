import type {
  AnsweredResultView,
  ExamResultResponse,
  ResultAnswerView,
  ResultQuestionView,
} from '@lms/domain/contract';
import { RecentMap } from '../../../lib/recent-map';
import type { CachedExam, ExamQuestion } from '../exam-cache';
import { type OrderKey, orderKey, questionAsShown, questionWithKey } from '../exam-paper';

// On results day thousands of students open results of the same exam: each question's view (with its
// key, in one of the few option orders an attempt can have) is built once, and written as JSON once.
// Keyed by the cached exam object: a changed exam (a voided question, an edit) is a new object. Kept for
// the exams whose results were asked for lately only, so a node does not keep every exam it served.
const shownByExam = new RecentMap<
  CachedExam,
  { count: number; byQuestion: Map<string, Map<OrderKey, ResultQuestionView>> }
>(16);
const withoutExplanationOf = new WeakMap<ResultQuestionView, ResultQuestionView>();
const jsonOf = new WeakMap<object, Buffer>();

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
  const kept = shownByExam.get(exam, () => ({ count: 0, byQuestion: new Map() }));
  let orders = kept.byQuestion.get(q.id);
  if (!orders) {
    orders = new Map();
    kept.byQuestion.set(q.id, orders);
  }
  const key = orderKey(order);
  let shown = orders.get(key);
  if (!shown) {
    // A voided question says so, so that it is shown as voided rather than right or wrong.
    shown = {
      ...questionWithKey(questionAsShown(q, order)),
      ...(q.voided ? { voided: q.voided } : {}),
    };
    if (kept.count < MAX_KEPT_PER_EXAM) {
      orders.set(key, shown);
      kept.count++;
    }
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

/** JSON of a value that is never changed, written (as UTF-8) once while the value lives. */
function keptJson(value: object): Buffer {
  let json = jsonOf.get(value);
  if (json === undefined) {
    json = Buffer.from(JSON.stringify(value));
    jsonOf.set(value, json);
  }
  return json;
}

/** An answer's JSON after its question: `,"answer":...}`, or `}` for an unanswered question. */
function answerFieldsJson({ questionId: _question, ...rest }: ResultAnswerView): string {
  const others = JSON.stringify(rest);
  return others === '{}' ? '}' : `,${others.slice(1)}`;
}

// Most answers of a results day are choices with no notes, files or override: students who chose the
// same option of the same shown question get the same JSON, so its answer part is written once and kept
// with the question (a few variants each; a question with many is written afresh past the bound).
const plainJsonOf = new WeakMap<ResultQuestionView, Map<string, Buffer>>();
const MAX_PLAIN_PER_QUESTION = 64;
// Every field of an answer, each either in `plainKey` or required empty by it: a field added to the
// answer's shape stops the build here until `plainKey` accounts for it.
const PLAIN_KEY_FIELDS = {
  questionId: 'the map',
  answer: 'key',
  marks: 'key',
  negativeMarks: 'key',
  total: 'key',
  correct: 'key',
  answered: 'key',
  pending: 'key',
  override: 'null or absent, in the key',
  notes: 'empty',
  extra: 'empty',
} as const satisfies Record<keyof AnsweredResultView, string>;
void PLAIN_KEY_FIELDS;

/** The variant key of an answer whose JSON depends only on its question and these fields; null otherwise. */
function plainKey(answer: ResultAnswerView): string | null {
  if (!('answer' in answer)) return null;
  if (answer.notes !== '' || answer.extra.length > 0 || answer.override) return null;
  const given = typeof answer.answer === 'string' ? `s${answer.answer}` : `a${JSON.stringify(answer.answer)}`;
  const override = answer.override === null ? 'n' : 'u';
  return `${answer.marks}|${answer.negativeMarks}|${answer.total}|${answer.correct}|${answer.answered}|${answer.pending}|${override}|${given}`;
}

// A result is written as UTF-8 pieces joined once: the questions' JSON is most of it, and kept as bytes
// it is copied, not encoded again for every result. Joining the pieces as strings cost far more for
// Bengali papers: V8 builds and encodes a two-byte string of ~170 KB for 100 questions (~2-4 ms a
// result on these machines, against ~0.03 ms for the bytes).
const ANSWER_START = Buffer.from('{"questionId":');
const COMMA = Buffer.from(',');

/** One answer of a result as JSON pieces (its answer part kept per question for plain answers, see `plainKey`). */
function pushAnswerJson(parts: Buffer[], answer: ResultAnswerView): void {
  parts.push(ANSWER_START, keptJson(answer.questionId));
  const key = plainKey(answer);
  if (key === null) {
    parts.push(Buffer.from(answerFieldsJson(answer)));
    return;
  }
  let variants = plainJsonOf.get(answer.questionId);
  if (!variants) {
    variants = new Map();
    plainJsonOf.set(answer.questionId, variants);
  }
  let fields = variants.get(key);
  if (fields === undefined) {
    fields = Buffer.from(answerFieldsJson(answer));
    if (variants.size < MAX_PLAIN_PER_QUESTION) variants.set(key, fields);
  }
  parts.push(fields);
}

/**
 * The body of the student's result call (`{ status: "200", data }`) as UTF-8 JSON: each question's JSON
 * is the one written for the first result that showed it; the rest is written for this result.
 */
export function resultBody(response: ExamResultResponse): Buffer {
  if (!('examResult' in response)) return Buffer.from(JSON.stringify({ status: '200', data: response }));
  const { answers, ...result } = response.examResult;
  const parts: Buffer[] = [Buffer.from('{"status":"200","data":{"examResult":{"answers":[')];
  for (const [i, answer] of answers.entries()) {
    if (i > 0) parts.push(COMMA);
    pushAnswerJson(parts, answer);
  }
  parts.push(Buffer.from(`],${JSON.stringify(result).slice(1)},"exam":${JSON.stringify(response.exam)}}}`));
  return Buffer.concat(parts);
}
