import { describe, expect, it } from 'vitest';
import { examMessages } from './messages';
import {
  isOptionalSectionVisible,
  normalizeSegmentedSelection,
  type SegmentedExamDetails,
  type SegmentedSelection,
  segmentedSelectionError,
  segmentedSelectionErrors,
  segmentedSelectionSummary,
  selectedSubjectIds,
  unknownSubjectIds,
} from './segmented';

// Bangla and English mandatory (25 each); pick at least 1 of physics/chemistry/biology (25 each);
// then optional higher maths (25) or ICT (15) / agriculture (10) to make 5 subjects and 125 questions.
const details: SegmentedExamDetails = {
  mandatorySubjects: [
    { subjectId: 'bangla', count: 25 },
    { subjectId: 'english', count: 25 },
  ],
  compulsoryOptionalSubjects: [
    { subjectId: 'physics', count: 25 },
    { subjectId: 'chemistry', count: 25 },
    { subjectId: 'biology', count: 25 },
  ],
  optionalSubjects: [
    { subjectId: 'hmath', count: 25 },
    { subjectId: 'ict', count: 15 },
    { subjectId: 'agri', count: 10 },
  ],
  totalSubjects: 5,
  totalQuestions: 125,
  minimumCompulsoryOptionalSubjects: 1,
};

const sel = (
  compulsoryOptional: string[],
  optional: string[] = [],
  mandatory: string[] = [],
): SegmentedSelection => ({
  mandatory,
  compulsoryOptional,
  optional,
});

describe('alert texts, word for word', () => {
  it('matches the selection rules', () => {
    expect(examMessages.minimumCompulsoryOptional(2)).toBe(
      'You must select at least 2 compulsory optional subject(s).',
    );
    expect(examMessages.totalSubjects(5)).toBe('You must select subjects to meet the total of 5 subjects.');
    expect(examMessages.totalQuestions(125)).toBe('You must select subjects to make question count 125.');
  });
});

describe('segmentedSelectionError', () => {
  it.each<[string, SegmentedSelection, string | null]>([
    ['no compulsory optional', sel([]), 'You must select at least 1 compulsory optional subject(s).'],
    ['too few subjects', sel(['physics']), 'You must select subjects to meet the total of 5 subjects.'],
    [
      'too few, one optional',
      sel(['physics'], ['hmath']),
      'You must select subjects to meet the total of 5 subjects.',
    ],
    ['three compulsory optional', sel(['physics', 'chemistry', 'biology']), null],
    ['two plus higher maths', sel(['physics', 'chemistry'], ['hmath']), null],
    [
      'two plus ICT: 115 questions',
      sel(['physics', 'chemistry'], ['ict']),
      'You must select subjects to make question count 125.',
    ],
    [
      'one plus ICT and agriculture: 6 subjects',
      sel(['physics'], ['ict', 'agri', 'hmath']),
      'You must select subjects to meet the total of 5 subjects.',
    ],
    ['mandatory may be sent too', sel(['physics', 'chemistry', 'biology'], [], ['bangla', 'english']), null],
    ['duplicates count once', sel(['physics', 'physics', 'chemistry', 'biology']), null],
    ['optional picks dropped once full', sel(['physics', 'chemistry', 'biology'], ['hmath']), null],
    ['unknown subject', sel(['physics', 'chemistry', 'history']), examMessages.unknownSubject],
    [
      'optional sent as compulsory optional',
      sel(['physics', 'chemistry', 'hmath']),
      examMessages.unknownSubject,
    ],
    [
      'compulsory optional sent as optional',
      sel(['physics', 'chemistry'], ['biology']),
      examMessages.unknownSubject,
    ],
    [
      'non-mandatory sent as mandatory',
      sel(['physics', 'chemistry', 'biology'], [], ['physics']),
      examMessages.unknownSubject,
    ],
  ])('%s', (_name, selection, expected) => {
    expect(segmentedSelectionError(details, selection)).toBe(expected);
  });

  it('checks the minimum before the totals, and lists every hint', () => {
    const strict = { ...details, minimumCompulsoryOptionalSubjects: 2 };
    expect(segmentedSelectionErrors(strict, sel(['physics']))).toEqual([
      'You must select at least 2 compulsory optional subject(s).',
      'You must select subjects to meet the total of 5 subjects.',
      'You must select subjects to make question count 125.',
    ]);
    expect(segmentedSelectionErrors(strict, sel(['physics', 'chemistry'], ['hmath']))).toEqual([]);
  });
});

describe('optional section and normalizing', () => {
  it.each([
    [[], true],
    [['physics'], true],
    [['physics', 'chemistry'], true],
    [['physics', 'chemistry', 'biology'], false],
    [['physics', 'physics', 'physics'], true],
    [['history', 'x', 'y'], true],
  ])('compulsory optional %j shows optional: %s', (chosen, visible) => {
    expect(isOptionalSectionVisible(details, sel(chosen))).toBe(visible);
  });

  it('locks the mandatory subjects in', () => {
    expect(normalizeSegmentedSelection(details, sel(['physics'])).mandatory).toEqual(['bangla', 'english']);
  });

  it('clears optional picks once the total is reached', () => {
    expect(normalizeSegmentedSelection(details, sel(['physics', 'chemistry', 'biology'], ['hmath']))).toEqual(
      {
        mandatory: ['bangla', 'english'],
        compulsoryOptional: ['physics', 'chemistry', 'biology'],
        optional: [],
      },
    );
  });

  it('keeps optional picks below the total, deduplicated and limited to their section', () => {
    expect(
      normalizeSegmentedSelection(details, sel(['physics', 'history'], ['ict', 'ict', 'biology'])),
    ).toEqual({
      mandatory: ['bangla', 'english'],
      compulsoryOptional: ['physics'],
      optional: ['ict'],
    });
  });

  it('finds ids outside their section', () => {
    expect(unknownSubjectIds(details, sel(['physics', 'hmath'], ['hmath', 'x'], ['bangla']))).toEqual([
      'hmath',
      'x',
    ]);
    expect(unknownSubjectIds(details, sel(['physics'], ['hmath'], ['bangla', 'english']))).toEqual([]);
  });
});

describe('summary', () => {
  it.each<[SegmentedSelection, number, number]>([
    [sel([]), 2, 50],
    [sel(['physics']), 3, 75],
    [sel(['physics'], ['ict', 'agri']), 5, 100],
    [sel(['physics', 'chemistry', 'biology'], ['ict']), 5, 125],
  ])('%j', (selection, totalSubjects, totalQuestions) => {
    expect(segmentedSelectionSummary(details, selection)).toEqual({ totalSubjects, totalQuestions });
  });

  it('lists all chosen ids, mandatory first', () => {
    const normalized = normalizeSegmentedSelection(details, sel(['biology'], ['agri']));
    expect(selectedSubjectIds(normalized)).toEqual(['bangla', 'english', 'biology', 'agri']);
  });
});
