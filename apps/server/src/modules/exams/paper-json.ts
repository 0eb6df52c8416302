import { optionTypeJson, shownImageIndexes } from '@lms/domain';
import type { ExamPaperView, ExamQuestionView } from '@lms/domain/contract';
import { RecentMap } from '../../lib/recent-map';
import type { CachedExam, ExamQuestion } from './exam-cache';
import { attemptOptionOrders, type OrderKey, orderKey } from './exam-paper';

/**
 * A question as a student sees it (`ExamQuestionView`), as JSON cut where the attempt's option order
 * goes: `head` up to the options list, each option's JSON, `tail` after `optionType`.
 */
interface QuestionJson {
  head: string;
  options: string[];
  tail: string;
  /** The whole question's JSON (UTF-8) per option order already asked for (see `MAX_ORDERS_PER_QUESTION`). */
  byOrder: Map<OrderKey, Buffer>;
}

// A 4-option question has 24 orders, so a paper's questions are soon all written: each later paper is
// a join of kept strings. More options could give each attempt its own order: past this many a
// question's further orders are written for each paper, not kept (24 orders of 100 questions of
// Bengali text are ~6 MB).
const MAX_ORDERS_PER_QUESTION = 24;

const OPTIONS_MARK = '"options":[],"optionType":"\\u0000"';

// Keyed by the cached exam object: a reloaded exam (new version) is a new object with its own JSON.
// Kept for the exams papers were asked for lately only, so a node does not keep every exam it served.
const byExam = new RecentMap<CachedExam, Map<string, QuestionJson>>(16);

function questionJson(exam: CachedExam, q: ExamQuestion): QuestionJson {
  const questions = byExam.get(exam, () => new Map());
  let json = questions.get(q.id);
  if (!json) {
    // The whole view with a marker where the options go, cut there: a marker inside a string value
    // cannot match, since JSON escapes the quotes of string content.
    const view: ExamQuestionView = {
      _id: q.id,
      type: q.type,
      title: q.title,
      point: q.point,
      options: [],
      optionType: '\u0000',
      image: q.image,
      file: q.file,
      subjectId: q.subjectId,
    };
    const text = JSON.stringify(view);
    const at = text.indexOf(OPTIONS_MARK);
    json = {
      head: `${text.slice(0, at)}"options":[`,
      options: q.options.map((o) => JSON.stringify(o)),
      tail: text.slice(at + OPTIONS_MARK.length),
      byOrder: new Map(),
    };
    questions.set(q.id, json);
  }
  return json;
}

/** The exam paper with its questions as JSON already (the body of the exam paper calls). */
export interface ExamPaperJson {
  /** Everything but the questions. */
  paper: Omit<ExamPaperView, 'questions'>;
  /** `ExamQuestionView[]` as JSON (UTF-8), in the attempt's order. */
  questionsJson: Buffer;
}

// A paper is kept questions' bytes joined once: joined as strings, a Bengali paper was a two-byte string
// V8 built and encoded to UTF-8 again for every student (milliseconds for 100 questions, as for results).
const COMMA = Buffer.from(',');

/**
 * The questions (in the order given) as a JSON array of `ExamQuestionView` (UTF-8): each with its options
 * in the attempt's order and `optionType` naming the image options by value and shown position; never the
 * key or the explanations.
 */
export function questionsJson(exam: CachedExam, seed: string, ordered: readonly ExamQuestion[]): Buffer {
  const orderOf = attemptOptionOrders(exam, seed);
  const parts: Buffer[] = [Buffer.from('[')];
  for (let index = 0; index < ordered.length; index++) {
    const q = ordered[index]!;
    const json = questionJson(exam, q);
    const order = orderOf(q.id, q.options.length);
    const key = orderKey(order);
    let shown = json.byOrder.get(key);
    if (shown === undefined) {
      shown = Buffer.from(shownQuestionJson(q, json, order));
      if (json.byOrder.size < MAX_ORDERS_PER_QUESTION) json.byOrder.set(key, shown);
    }
    if (index > 0) parts.push(COMMA);
    parts.push(shown);
  }
  parts.push(Buffer.from(']'));
  return Buffer.concat(parts);
}

/** One question's JSON with its options in the order given (`order[display] = canonical`). */
function shownQuestionJson(q: ExamQuestion, json: QuestionJson, order: readonly number[]): string {
  const options = order.map((canonical) => json.options[canonical]!).join(',');
  const images = q.imageOptions.length
    ? optionTypeJson(
        order.map((canonical) => q.options[canonical]!),
        shownImageIndexes(q.imageOptions, order),
      )
    : '{}';
  return `${json.head}${options}],"optionType":${JSON.stringify(images)}${json.tail}`;
}

/** The response body `{ status: "200", data: ExamPaperView }` as JSON (UTF-8). */
export function examPaperBody({ paper, questionsJson }: ExamPaperJson): Buffer {
  return Buffer.concat([
    Buffer.from('{"status":"200","data":{"questions":'),
    questionsJson,
    Buffer.from(`,${JSON.stringify(paper).slice(1)}}`),
  ]);
}
