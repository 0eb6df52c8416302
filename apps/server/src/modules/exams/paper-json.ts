import type { ExamPaperView, ExamQuestionView } from '@lms/domain/contract';
import type { CachedExam, ExamQuestion } from './exam-cache';
import { attemptOptionOrders, optionTypeJson, shownImageIndexes } from './exam-paper';

/**
 * A question as a student sees it (`ExamQuestionView`), as JSON cut where the attempt's option order
 * goes: `head` up to the options list, each option's JSON, `tail` after `optionType`.
 */
interface QuestionJson {
  head: string;
  options: string[];
  tail: string;
}

const OPTIONS_MARK = '"options":[],"optionType":"\\u0000"';

// Keyed by the cached exam object: a reloaded exam (new version) is a new object with its own JSON.
const byExam = new WeakMap<CachedExam, Map<string, QuestionJson>>();

function questionJson(exam: CachedExam, q: ExamQuestion): QuestionJson {
  let questions = byExam.get(exam);
  if (!questions) {
    questions = new Map();
    byExam.set(exam, questions);
  }
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
    };
    questions.set(q.id, json);
  }
  return json;
}

/** The exam paper with its questions as JSON already (the body of the exam paper calls). */
export interface ExamPaperJson {
  /** Everything but the questions. */
  paper: Omit<ExamPaperView, 'questions'>;
  /** `ExamQuestionView[]` as JSON, in the attempt's order. */
  questionsJson: string;
}

/**
 * The questions (in the order given) as a JSON array of `ExamQuestionView`: each with its options in
 * the attempt's order and `optionType` naming the image options by value and shown position; never the key or
 * the explanations.
 */
export function questionsJson(exam: CachedExam, seed: string, ordered: readonly ExamQuestion[]): string {
  const orderOf = attemptOptionOrders(exam, seed);
  const parts: string[] = ['['];
  for (let index = 0; index < ordered.length; index++) {
    const q = ordered[index]!;
    const json = questionJson(exam, q);
    const order = orderOf(q.id, q.options.length);
    parts.push(index > 0 ? ',' : '', json.head);
    for (let display = 0; display < order.length; display++)
      parts.push(display > 0 ? ',' : '', json.options[order[display]!]!);
    const images = q.imageOptions.length
      ? optionTypeJson(
          order.map((canonical) => q.options[canonical]!),
          shownImageIndexes(q.imageOptions, order),
        )
      : '{}';
    parts.push('],"optionType":', JSON.stringify(images), json.tail);
  }
  parts.push(']');
  return parts.join('');
}

/** The response body `{ status: "200", data: ExamPaperView }` as JSON. */
export function examPaperBody({ paper, questionsJson }: ExamPaperJson): string {
  return `{"status":"200","data":{"questions":${questionsJson},${JSON.stringify(paper).slice(1)}}`;
}
