import { describe, expect, it } from 'vitest';
import type { QuestionType } from '../exam/types';
import {
  buildOmrLayout,
  isOmrLayoutProblem,
  OMR_BUBBLE_RADIUS_MM,
  OMR_PITCH_MM,
  OMR_ROWS_PER_COLUMN,
  type OmrSheetInput,
  type OmrSheetLayout,
  omrCapacity,
  omrQrText,
  omrRollColumnsFor,
  omrRollDigits,
  omrSetCodeProblem,
} from './build-omr-template';
import type { OmrBubble } from './omr-template';

const mcq = (optionCount = 4) => ({ type: 'MCQ' as QuestionType, optionCount });
const many = (n: number, optionCount = 4) => Array.from({ length: n }, () => mcq(optionCount));

function layout(input: Partial<OmrSheetInput>): OmrSheetLayout {
  const result = buildOmrLayout({ questions: many(10), rollColumns: 5, sets: [], ...input });
  if (isOmrLayoutProblem(result)) throw new Error(result.code);
  return result;
}

/** The smallest distance between the centres of two bubbles, and whether any bubble leaves the page's safe area. */
function spacing(bubbles: readonly OmrBubble[]) {
  let nearest = Number.POSITIVE_INFINITY;
  for (let i = 0; i < bubbles.length; i++)
    for (let j = i + 1; j < bubbles.length; j++) {
      const a = bubbles[i]!;
      const b = bubbles[j]!;
      nearest = Math.min(nearest, Math.hypot(a.xMm - b.xMm, a.yMm - b.yMm));
    }
  return nearest;
}

describe('buildOmrLayout', () => {
  it('puts four markers in the corners and the roll, set and answer bubbles the exam needs', () => {
    const { template } = layout({
      questions: [
        mcq(4),
        { type: 'shortAns', optionCount: 0 },
        { type: 'checkbox', optionCount: 5 },
        { type: 'MCA', optionCount: 3 },
      ],
      rollColumns: 5,
      sets: ['A', 'B'],
    });
    expect(template.page).toEqual({ widthMm: 210, heightMm: 297 });
    expect(template.markers.map((m) => [m.corner, m.xMm, m.yMm, m.sizeMm])).toEqual([
      ['topLeft', 10, 10, 8],
      ['topRight', 200, 10, 8],
      ['bottomLeft', 10, 287, 8],
      ['bottomRight', 200, 287, 8],
    ]);
    const of = (field: OmrBubble['field']) => template.bubbles.filter((b) => b.field === field);
    expect(of('roll')).toHaveLength(50);
    expect(of('set').map((b) => (b.field === 'set' ? b.value : ''))).toEqual(['A', 'B']);
    // The written question 2 is left out; the others keep their places in the paper.
    expect(template.questions).toEqual([
      { number: 1, options: ['A', 'B', 'C', 'D'] },
      { number: 3, options: ['A', 'B', 'C', 'D', 'E'] },
      { number: 4, options: ['1T', '1F', '2T', '2F', '3T', '3F'] },
    ]);
    expect(of('question')).toHaveLength(4 + 5 + 6);
    expect(template.rollColumns).toBe(5);
    expect(template.sets).toEqual(['A', 'B']);
  });

  it('keeps bubbles big and apart enough for a phone photo, inside the page and clear of the markers and QR', () => {
    const { template } = layout({
      questions: many(omrCapacity(4)),
      rollColumns: 12,
      sets: ['A', 'B', 'C', 'D'],
    });
    expect(OMR_BUBBLE_RADIUS_MM).toBeGreaterThanOrEqual(2.2);
    expect(spacing(template.bubbles)).toBeGreaterThanOrEqual(6 - 1e-9);
    for (const b of template.bubbles) {
      expect(b.xMm - b.rMm).toBeGreaterThanOrEqual(16);
      expect(b.xMm + b.rMm).toBeLessThanOrEqual(194);
      for (const m of template.markers) {
        const clear =
          Math.abs(b.xMm - m.xMm) > m.sizeMm / 2 + b.rMm || Math.abs(b.yMm - m.yMm) > m.sizeMm / 2 + b.rMm;
        expect(clear).toBe(true);
      }
      const { qr } = template;
      const inQr =
        b.xMm + b.rMm > qr.xMm &&
        b.xMm - b.rMm < qr.xMm + qr.sizeMm &&
        b.yMm + b.rMm > qr.yMm &&
        b.yMm - b.rMm < qr.yMm + qr.sizeMm;
      expect(inQr).toBe(false);
      expect(b.yMm + b.rMm).toBeLessThan(287 - 4);
    }
  });

  it('gives the same layout for the same exam, and another layoutId when the geometry changes', () => {
    const a = layout({ questions: many(30), sets: ['A', 'B'] });
    expect(layout({ questions: many(30), sets: ['A', 'B'] })).toEqual(a);
    expect(a.template.layoutId).toMatch(/^omr1-r5-s2-q30-[0-9a-f]{8}$/);
    const ids = new Set([
      a.template.layoutId,
      layout({ questions: many(31), sets: ['A', 'B'] }).template.layoutId,
      layout({ questions: many(30), sets: ['A', 'C'] }).template.layoutId,
      layout({ questions: many(30), sets: ['A', 'B'], rollColumns: 6 }).template.layoutId,
      layout({ questions: [...many(29), mcq(5)], sets: ['A', 'B'] }).template.layoutId,
    ]);
    expect(ids.size).toBe(5);
  });

  it('shares the rows evenly between as few columns as needed', () => {
    const small = layout({ questions: many(10) });
    expect(small.print.answerColumns).toHaveLength(1);
    const big = layout({ questions: many(OMR_ROWS_PER_COLUMN + 4) });
    expect(big.print.answerColumns).toHaveLength(2);
    const firstColumn = big.template.bubbles.filter((b) => b.field === 'question' && b.option === 'A');
    const xs = new Set(firstColumn.map((b) => b.xMm));
    expect(xs.size).toBe(2);
    // Rows of a question are level and one pitch apart.
    const q1 = big.template.bubbles.filter((b) => b.field === 'question' && b.number === 1);
    expect(new Set(q1.map((b) => b.yMm)).size).toBe(1);
    expect(q1[1]!.xMm - q1[0]!.xMm).toBeCloseTo(OMR_PITCH_MM);
  });

  it('refuses what one page cannot hold, and says what it holds', () => {
    expect(omrCapacity(4)).toBeGreaterThanOrEqual(100);
    expect(omrCapacity(4)).toBeLessThanOrEqual(140);
    expect(
      isOmrLayoutProblem(buildOmrLayout({ questions: many(omrCapacity(4)), rollColumns: 5, sets: [] })),
    ).toBe(false);
    expect(buildOmrLayout({ questions: many(omrCapacity(4) + 1), rollColumns: 5, sets: [] })).toEqual({
      code: 'tooManyAnswers',
      questions: omrCapacity(4) + 1,
    });
    expect(
      buildOmrLayout({ questions: [{ type: 'paragraph', optionCount: 0 }], rollColumns: 5, sets: [] }),
    ).toEqual({
      code: 'noMachineMarkedQuestions',
    });
    expect(buildOmrLayout({ questions: many(3), rollColumns: 17, sets: [] })).toMatchObject({
      code: 'tooManyRollColumns',
    });
    expect(
      buildOmrLayout({ questions: many(3), rollColumns: 5, sets: 'ABCDEFGHIJK'.split('') }),
    ).toMatchObject({
      code: 'tooManySets',
    });
  });

  it('prints a number beside each row and a write-in box over each roll column', () => {
    const { print, template } = layout({ questions: many(3), rollColumns: 4 });
    expect(print.questionNumbers.map((n) => n.number)).toEqual([1, 2, 3]);
    expect(print.rollBoxes).toHaveLength(4);
    const roll0 = template.bubbles.filter((b) => b.field === 'roll' && b.column === 0);
    expect(roll0.map((b) => (b.field === 'roll' ? b.value : ''))).toEqual('0123456789'.split(''));
    expect(print.setLabel).toBeNull();
  });
});

describe('sheet helpers', () => {
  it('names exam and layout in the QR text', () => {
    expect(omrQrText('e1', 'omr1-r5-s0-q3-00000000')).toBe('omr:e1:omr1-r5-s0-q3-00000000');
  });
  it('bubbles only all-digit rolls that fit', () => {
    expect(omrRollDigits('26001', 5)).toEqual(['2', '6', '0', '0', '1']);
    expect(omrRollDigits('261', 5)).toEqual(['2', '6', '1']);
    expect(omrRollDigits('A-12', 5)).toBeNull();
    expect(omrRollDigits('123456', 5)).toBeNull();
  });
  it('takes the roll columns from the longest roll', () => {
    expect(omrRollColumnsFor(5)).toBe(5);
    expect(omrRollColumnsFor(null)).toBe(6);
    expect(omrRollColumnsFor(30)).toBe(16);
  });
  it('checks set codes', () => {
    expect(omrSetCodeProblem(['A', 'B'])).toBeNull();
    expect(omrSetCodeProblem(['ক', 'খ'])).toBeNull();
    expect(omrSetCodeProblem(['A', 'A'])).toMatch(/repeated/);
    expect(omrSetCodeProblem(['A B'])).toMatch(/letters/);
  });
});
