import { describe, expect, it } from 'vitest';
import { type OmrCsvQuestion, parseOmrCsv } from './parse-omr-csv';

const ABCD = ['A', 'B', 'C', 'D'];
const questions: OmrCsvQuestion[] = [
  { number: 1, options: ABCD, kind: 'single' },
  { number: 2, options: ABCD, kind: 'multi' },
  { number: 4, options: ['1T', '1F', '2T', '2F'], kind: 'multi' },
];
const sheet = { questions, sets: [] };

describe('parseOmrCsv', () => {
  it('reads our own header: marks run together or separated, empty = unmarked', () => {
    const result = parseOmrCsv('roll,set,q1,q2,q4\n1001,,B,"A,C",1T2F\n1002,,,AB,1t 1f\n', sheet);
    expect(result).toEqual({
      sheets: [
        {
          line: 2,
          roll: '1001',
          set: null,
          answers: { 1: ['B'], 2: ['A', 'C'], 4: ['1T', '2F'] },
          problems: [],
        },
        {
          line: 3,
          roll: '1002',
          set: null,
          answers: { 1: [], 2: ['A', 'B'], 4: ['1T', '1F'] },
          problems: [{ code: 'multipleMarks', question: 4 }],
        },
      ],
    });
  });

  it("reads OMRChecker's Results CSV: bookkeeping columns skipped, quoted fields, CRLF, a BOM", () => {
    const text =
      '\uFEFF"file_id","input_path","output_path","score","Roll","q1","q2","q4"\r\n' +
      '"s1.jpg","in/s1.jpg","out/s1.jpg","0","1003","AD","","2F"\r\n';
    const result = parseOmrCsv(text, sheet);
    expect(result).toEqual({
      sheets: [
        {
          line: 2,
          roll: '1003',
          set: null,
          answers: { 1: ['A', 'D'], 2: [], 4: ['2F'] },
          problems: [{ code: 'multipleMarks', question: 1 }],
        },
      ],
    });
  });

  it('flags an empty roll, a set not printed, and a marked question the sheet does not have', () => {
    const result = parseOmrCsv('roll,set,q1,q9\n,C,A,B\n1004,b,A,\n', { questions, sets: ['A', 'B'] });
    expect(result).toMatchObject({
      sheets: [
        {
          roll: null,
          set: null,
          problems: [
            { code: 'rollUnreadable' },
            { code: 'unknownQuestion', question: 9 },
            { code: 'setUnreadable' },
          ],
        },
        { roll: '1004', set: 'B', problems: [] },
      ],
    });
  });

  it('refuses a file it cannot take, naming the line', () => {
    const cases: [string, RegExp][] = [
      ['', /empty/],
      ['roll,q1\n', /no sheets/],
      ['name,q1\nx,A\n', /^Line 1: no roll column/],
      ['roll,name\n1,x\n', /^Line 1: no question columns/],
      ['roll,q1\n1,A\n2,E\n', /^Line 3: "E" is not a mark of question 1/],
      ['roll,q1\n1,A,B\n', /^Line 2: 3 fields/],
      ['roll,q1\n1,A\n2,"B\n', /^Line 3: a quote is not closed/],
      ['roll,q4\n1,3T\n', /^Line 2: "3T"/],
    ];
    for (const [text, message] of cases) {
      const result = parseOmrCsv(text, sheet);
      expect('error' in result && result.error, text).toMatch(message);
    }
  });
});
