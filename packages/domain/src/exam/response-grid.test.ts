import { describe, expect, it } from 'vitest';
import { gridCell, gridCellText, optionLetter } from './response-grid';
import type { ExamQuestionRule } from './types';

const quarter = { mode: 'fraction' as const, fraction: 0.25 };
const mcq: ExamQuestionRule = { id: 'q1', type: 'MCQ', point: 2, options: ['3', '4', '5'], answer: ['4'] };
const box: ExamQuestionRule = {
  id: 'q2',
  type: 'checkbox',
  point: 2,
  options: ['2', '3', '4'],
  answer: ['2', '3'],
};
const mca: ExamQuestionRule = {
  id: 'q3',
  type: 'MCA',
  point: 2,
  options: ['a', 'b', 'c', 'd'],
  answer: ['true', 'false', 'true', 'true'],
};
const written: ExamQuestionRule = { id: 'q4', type: 'shortAns', point: 5, options: [], answer: [] };

describe('gridCell', () => {
  it('names the choice by letter with its state and net marks', () => {
    expect(gridCell(mcq, { answer: ['4'] }, quarter)).toEqual({ choice: 'B', state: 'right', marks: 2 });
    expect(gridCell(mcq, { answer: ['5'] }, quarter)).toEqual({ choice: 'C', state: 'wrong', marks: -0.5 });
    expect(gridCell(mcq, { answer: [] }, quarter)).toEqual({ choice: '', state: 'skipped', marks: 0 });
    expect(gridCell(mcq, null, quarter).state).toBe('skipped');
  });

  it('scores a checkbox with part of the key as wrong, as scoring does', () => {
    expect(gridCell(box, { answer: ['2'] }, quarter)).toEqual({ choice: 'A', state: 'wrong', marks: -0.5 });
    expect(gridCell(box, { answer: ['2', '3'] }, quarter)).toMatchObject({ choice: 'A,B', state: 'right' });
  });

  it('gives an MCA its statements and partial marks', () => {
    // 3 right of 4 = 1.5; 1 wrong of 4 = a quarter of 0.5 = 0.13 (rounded): 1.37 net.
    const cell = gridCell(mca, { answer: ['true', 'true', 'true', 'N'] }, quarter);
    expect(cell.choice).toBe('TTT-');
    expect(cell.state).toBe('partly');
  });

  it('leaves a written answer pending until marked', () => {
    expect(gridCell(written, { answer: ['text'] }, quarter)).toEqual({
      choice: 'written',
      state: 'pending',
      marks: null,
    });
    expect(gridCell(written, { answer: ['text'], examinerMarks: 3 }, quarter)).toMatchObject({
      state: 'partly',
      marks: 3,
    });
    expect(gridCell(written, { answer: ['text'], examinerMarks: 0 }, quarter).state).toBe('wrong');
  });
});

describe('gridCellText and optionLetter', () => {
  it('writes a cell on one line', () => {
    expect(gridCellText({ choice: 'B', state: 'right', marks: 2 })).toBe('B; right; 2');
    expect(gridCellText({ choice: '', state: 'skipped', marks: 0 })).toBe('-');
    expect(optionLetter(0)).toBe('A');
    expect(optionLetter(25)).toBe('Z');
    expect(optionLetter(26)).toBe('AA');
  });
});
