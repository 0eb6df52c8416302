import type { QuestionDifficulty, QuestionType } from '@lms/domain';
import type { QuestionInput, StaffQuestionView } from '@lms/domain/contract';

/** One option as the editor holds it: its text (or image key), whether it is an image, and its key. */
export interface OptionValues {
  text: string;
  image: boolean;
  /** MCQ/checkbox: a correct option; MCA: the statement is true. */
  correct: boolean;
}

/** The editor's fields. */
export interface QuestionFormValues {
  type: QuestionType;
  title: string;
  options: OptionValues[];
  /** A written question's model answer. */
  modelAnswer: string;
  point: number;
  negativeMark: number;
  explanation: string;
  /** Kept as stored (the editor does not change them): more explanation, and attached files. */
  explanationExt: string;
  file: string[];
  image: string[];
  subjectId?: string | null;
  chapter: string;
  difficulty?: QuestionDifficulty | null;
  tags: string[];
}

const isWritten = (type: QuestionType) => type === 'shortAns' || type === 'paragraph';

/** An empty MCQ with four options. */
export function blankQuestion(): QuestionFormValues {
  return {
    type: 'MCQ',
    title: '',
    options: Array.from({ length: 4 }, () => ({ text: '', image: false, correct: false })),
    modelAnswer: '',
    point: 1,
    negativeMark: 0,
    explanation: '',
    explanationExt: '',
    file: [],
    image: [],
    chapter: '',
    tags: [],
  };
}

/** A stored question as the editor's fields. */
export function formOf(q: StaffQuestionView): QuestionFormValues {
  const images = new Set(Object.keys(q.optionType ? JSON.parse(q.optionType) : {}).map(Number));
  return {
    type: q.type,
    title: q.title,
    options: q.options.map((text, i) => ({
      text,
      image: images.has(i),
      correct: q.type === 'MCA' ? q.answer[i] === 'true' : q.answer.includes(text),
    })),
    modelAnswer: isWritten(q.type) ? (q.answer[0] ?? '') : '',
    point: q.point,
    negativeMark: q.negativeMark,
    explanation: q.explanation,
    explanationExt: q.explanationExt,
    file: q.file,
    image: q.image,
    subjectId: q.subjectId,
    chapter: q.chapter,
    difficulty: q.difficulty,
    tags: q.tags,
  };
}

/** The editor's fields as the question the server takes (options and key in canonical order). */
export function inputOf(v: QuestionFormValues): QuestionInput {
  const written = isWritten(v.type);
  const options = written ? [] : (v.options ?? []);
  const texts = options.map((o) => o.text ?? '');
  const answer = written
    ? v.modelAnswer?.trim()
      ? [v.modelAnswer.trim()]
      : []
    : v.type === 'MCA'
      ? options.map((o) => (o.correct ? 'true' : 'false'))
      : options.filter((o) => o.correct).map((o) => o.text ?? '');
  const optionType = Object.fromEntries(
    options.flatMap((o, i) => (o.image ? [[String(i), 'image']] : [])),
  ) as Record<string, string>;
  return {
    type: v.type,
    title: v.title ?? '',
    options: texts,
    optionType,
    answer,
    explanation: v.explanation ?? '',
    explanationExt: v.explanationExt ?? '',
    image: v.image ?? [],
    file: v.file ?? [],
    subjectId: v.subjectId ?? null,
    tags: v.tags ?? [],
    point: v.point ?? 1,
    negativeMark: v.negativeMark ?? 0,
    chapter: v.chapter ?? '',
    difficulty: v.difficulty ?? null,
  };
}
