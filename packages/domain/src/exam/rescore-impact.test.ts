import { describe, expect, it } from 'vitest';
import {
  type RescoredResult,
  rescoreImpact,
  rescoreImpactText,
  resultFiguresChanged,
} from './rescore-impact';
import { changedFields, EXAM_SCORING_FIELDS } from './scoring-fields';

const figures = (marksObtained: number, passed = true, totalMarks = 10) => ({
  marksObtained,
  totalMarks,
  passed,
});
const result = (id: string, before: number, after: number, published = true): RescoredResult => ({
  id,
  before: figures(before, before >= 4),
  after: figures(after, after >= 4),
  published,
});

describe('resultFiguresChanged', () => {
  it('sees marks at 2 decimals, the total and the pass', () => {
    expect(resultFiguresChanged(figures(0.1 + 0.2), figures(0.3))).toBe(false);
    expect(resultFiguresChanged(figures(5), figures(5.01))).toBe(true);
    expect(resultFiguresChanged(figures(5), figures(5, true, 12))).toBe(true);
    expect(resultFiguresChanged(figures(5, true), figures(5, false))).toBe(true);
  });
});

describe('rescoreImpact', () => {
  it('counts changed results, published ones, passes and moved positions', () => {
    // before: a 9 (1), b 7 (2), c 5 (3), d 3 (4); after: a 9 (1), d 8 (2), b 7 (3), c 2 (4)
    const impact = rescoreImpact([
      result('a', 9, 9),
      result('b', 7, 7),
      result('c', 5, 2, false),
      result('d', 3, 8),
    ]);
    expect(impact).toEqual({
      results: 4,
      changed: 2,
      publishedChanged: 1,
      passChanged: 2,
      positionsMoved: 3,
      largestRise: { id: 'd', from: 4, to: 2 },
      // b and c both fall one place: the higher place first
      largestFall: { id: 'b', from: 2, to: 3 },
      // in merit order after the change; b moves without a change of its own, so is not named
      changedResults: [
        { id: 'd', from: 4, to: 2, before: figures(3, false), after: figures(8, true) },
        { id: 'c', from: 3, to: 4, before: figures(5, true), after: figures(2, false) },
      ],
    });
  });

  it('names at most the limit of changed results, the count still of all', () => {
    const impact = rescoreImpact([result('a', 1, 9), result('b', 2, 8), result('c', 3, 7)], 2);
    expect(impact.changed).toBe(3);
    expect(impact.changedResults.map((r) => r.id)).toEqual(['a', 'b']);
  });

  it('finds nothing when nothing moves, and handles no results', () => {
    expect(rescoreImpact([result('a', 5, 5)])).toMatchObject({
      changed: 0,
      positionsMoved: 0,
      largestRise: null,
    });
    expect(rescoreImpact([])).toMatchObject({
      results: 0,
      changed: 0,
      largestFall: null,
      changedResults: [],
    });
  });

  it('says the impact in a sentence naming the largest moves', () => {
    const impact = rescoreImpact([result('a', 5, 1), result('b', 3, 3)]);
    expect(rescoreImpactText(impact, { rise: 'Rahim', fall: 'Karim' })).toBe(
      '1 of 2 results would change (1 published, whose students are told); 2 merit positions would move; largest rise: Rahim from 2 to 1; largest fall: Karim from 1 to 2.',
    );
  });
});

describe('changedFields', () => {
  it('compares by value, key order and missing values ignored', () => {
    const before = { questions: [{ questionId: 'q', point: 1 }], passMark: 40, negativeMarkPerQuestion: 0 };
    expect(
      changedFields(EXAM_SCORING_FIELDS, before, { ...before, questions: [{ point: 1, questionId: 'q' }] }),
    ).toEqual([]);
    expect(
      changedFields(EXAM_SCORING_FIELDS, before, { ...before, questions: [{ questionId: 'q', point: 2 }] }),
    ).toEqual(['questions']);
    expect(
      changedFields(EXAM_SCORING_FIELDS, before, { ...before, passMark: 50, segmentedExamDetails: null }),
    ).toEqual(['passMark']);
  });
});
