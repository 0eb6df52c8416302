import { DEFAULT_DELIVERY, optionOrder } from '@lms/domain';
import { describe, expect, it } from 'vitest';
import type { CachedExam, ExamQuestion } from './exam-cache';
import { examPaperBody, questionsJson } from './paper-json';

/** One question as `questionsJson` gives it. */
const shownQuestion = (e: CachedExam, seed: string, q: ExamQuestion) =>
  JSON.parse(questionsJson(e, seed, [q]).toString())[0];

function question(id: string, fields: Partial<ExamQuestion> = {}): ExamQuestion {
  return {
    id,
    type: 'MCQ',
    title: `<p>Question ${id}</p>`,
    point: 1,
    options: ['A one', 'B two', 'C three', 'D four'],
    answer: ['A one'],
    imageOptions: [],
    explanation: '<p>secret explanation</p>',
    explanationExt: '',
    image: [],
    file: [],
    subjectId: null,
    position: 0,
    pool: null,
    ...fields,
  } as ExamQuestion;
}

function exam(questions: ExamQuestion[], shuffleOptions = true): CachedExam {
  return {
    id: 'exam-1',
    version: 1,
    title: 'Exam',
    instruction: '',
    subjectId: null,
    isPractice: false,
    isSegmented: false,
    segmentedDetails: null,
    negativeMarking: { mode: 'none', fraction: 0 },
    passMark: 0,
    shuffleQuestions: false,
    shuffleOptions,
    retakeLimit: null,
    delivery: DEFAULT_DELIVERY,
    questions,
    pools: [],
    setCount: 0,
    totalMarks: questions.length,
    questionById: new Map(questions.map((q) => [q.id, q])),
    assignments: new Map(),
  };
}

describe('questionsJson', () => {
  it('gives the question with the options in the attempt order and never the key', () => {
    const q = question('q-1', { image: ['/img/a.png'], subjectId: 'physics' });
    const seed = 'seed-1';
    const shown = shownQuestion(exam([q]), seed, q);
    const order = optionOrder(seed, 'q-1', 4);
    expect(shown).toEqual({
      _id: 'q-1',
      type: 'MCQ',
      title: '<p>Question q-1</p>',
      point: 1,
      options: order.map((i) => q.options[i]),
      optionType: '{}',
      image: ['/img/a.png'],
      file: [],
      subjectId: 'physics',
    });
    expect(Object.keys(shown)).not.toContain('answer');
    expect(JSON.stringify(shown)).not.toContain('secret');
  });

  it('names image options by value and by shown position, and differs between attempts', () => {
    const q = question('q-2', { imageOptions: [1, 3] });
    const e = exam([q]);
    for (const seed of ['a', 'b', 'c']) {
      const shown = shownQuestion(e, seed, q);
      const order = optionOrder(seed, 'q-2', 4);
      const imagePositions = order.flatMap((canonical, display) =>
        [1, 3].includes(canonical) ? [display] : [],
      );
      expect(JSON.parse(shown.optionType)).toEqual({
        ...Object.fromEntries(imagePositions.map((p) => [String(p), 'image'])),
        [q.options[1]!]: 'image',
        [q.options[3]!]: 'image',
      });
    }
    const orders = new Set(['a', 'b', 'c', 'd', 'e'].map((s) => shownQuestion(e, s, q).options.join()));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('gives each of many attempts at one exam its own option order, every time it is asked', () => {
    const q = question('q-4', { imageOptions: [2] });
    const e = exam([q]);
    const seeds = Array.from({ length: 200 }, (_, i) => `seed-${i}`);
    const seen = new Set<string>();
    for (let round = 0; round < 2; round++)
      for (const seed of seeds) {
        const shown = shownQuestion(e, seed, q);
        const order = optionOrder(seed, 'q-4', 4);
        expect(shown.options).toEqual(order.map((i) => q.options[i]));
        expect(JSON.parse(shown.optionType)).toMatchObject({ [String(order.indexOf(2))]: 'image' });
        seen.add(order.join());
      }
    // every order a 4-option question can have came up, so kept papers were reused and checked
    expect(seen.size).toBe(24);
  });

  it('keeps canonical order when options are not shuffled, and survives any text in a title or option', () => {
    const tricky = 'He said "options":[],"optionType":"\\u0000" and \u2028 </script>';
    const q = question('q-3', { title: tricky, options: [tricky, 'x'] });
    const shown = shownQuestion(exam([q], false), 'seed', q);
    expect(shown.title).toBe(tricky);
    expect(shown.options).toEqual([tricky, 'x']);
  });
});

describe('examPaperBody', () => {
  it('wraps the paper and its questions as { data }', () => {
    const qs = [question('q-1'), question('q-2')];
    const body = examPaperBody({
      paper: { _id: 'exam-1', title: 'Exam' } as never,
      questionsJson: questionsJson(exam(qs), 's', qs),
    });
    const parsed = JSON.parse(body.toString());
    expect(parsed.data._id).toBe('exam-1');
    expect(parsed.data.title).toBe('Exam');
    expect(parsed.data.questions.map((q: { _id: string }) => q._id)).toEqual(['q-1', 'q-2']);
    for (const [index, q] of qs.entries())
      expect(parsed.data.questions[index].options).toEqual(
        optionOrder('s', q.id, 4).map((i) => q.options[i]),
      );
  });

  it('writes a Bengali paper as UTF-8 the client reads back whole, the same for a second student of that order', () => {
    const bn = ['ঢাকা', 'চট্টগ্রাম', 'খুলনা', 'রাজশাহী'];
    const qs = [question('q-bn', { title: '<p>বাংলাদেশের রাজধানী কোথায়? 😀</p>', options: bn })];
    const e = exam(qs);
    const bodies = [1, 2].map((n) =>
      examPaperBody({
        paper: { _id: `exam-${n}`, title: 'পরীক্ষা' } as never,
        questionsJson: questionsJson(e, 's', qs),
      }),
    );
    for (const body of bodies) {
      const parsed = JSON.parse(body.toString('utf8'));
      expect(parsed.data.title).toBe('পরীক্ষা');
      expect(parsed.data.questions[0].title).toBe('<p>বাংলাদেশের রাজধানী কোথায়? 😀</p>');
      expect(parsed.data.questions[0].options).toEqual(optionOrder('s', 'q-bn', 4).map((i) => bn[i]));
    }
  });
});
