import { beforeEach, describe, expect, it } from 'vitest';
import type { ShownAnswer } from './shown-answers';
import { shownQuestion } from './test-questions';
import { clearDrafts, draftsToSave, readDrafts, removeDrafts, writeDraft } from './written-drafts';

beforeEach(() => localStorage.clear());

describe('written drafts on the device', () => {
  it('keeps typed text per student and exam, forgets blank text, and survives a reload', () => {
    writeDraft('s1', 'e1', 'q1', { text: 'Photosynthesis', at: 10 });
    writeDraft('s1', 'e1', 'q2', { text: 'draft', at: 11 });
    writeDraft('s1', 'e1', 'q2', { text: '  ', at: 12 });
    writeDraft('s2', 'e1', 'q1', { text: 'other student', at: 13 });
    expect(readDrafts('s1', 'e1')).toEqual({ q1: { text: 'Photosynthesis', at: 10 } });
    expect(readDrafts('s1', 'e2')).toEqual({});
    removeDrafts('s1', 'e1', ['q1']);
    expect(readDrafts('s1', 'e1')).toEqual({});
    clearDrafts('s2', 'e1');
    expect(readDrafts('s2', 'e1')).toEqual({});
  });

  it('ignores broken stored data', () => {
    localStorage.setItem('writtenDrafts:s1:e1', '{"q1": {"text": 3}, "q2": null');
    expect(readDrafts('s1', 'e1')).toEqual({});
    localStorage.setItem('writtenDrafts:s1:e1', '{"q1": {"text": 3}, "q2": {"text": "ok", "at": 1}}');
    expect(readDrafts('s1', 'e1')).toEqual({ q2: { text: 'ok', at: 1 } });
  });
});

describe('draftsToSave', () => {
  const questions = [
    shownQuestion('mcq', 'MCQ'),
    shownQuestion('short', 'shortAns'),
    shownQuestion('para', 'paragraph'),
    shownQuestion('done', 'paragraph'),
  ];
  const shown = new Map<string, ShownAnswer>([
    ['done', { answer: ['submitted text'], extra: [], state: 'saved' }],
    ['para', { answer: [''], extra: [], state: 'saved' }],
  ]);

  it('saves typed text of written questions with no answer yet, never over a submitted one', () => {
    const drafts = {
      mcq: { text: 'not written', at: 1 },
      short: { text: 'H2O', at: 2 },
      para: { text: 'A long answer', at: 3 },
      done: { text: 'changed later', at: 4 },
      gone: { text: 'not in this exam', at: 5 },
    };
    expect(draftsToSave(questions, shown, drafts)).toEqual([
      { questionId: 'short', type: 'shortAns', text: 'H2O', at: 2 },
      { questionId: 'para', type: 'paragraph', text: 'A long answer', at: 3 },
    ]);
  });

  it('saves nothing for blank text', () => {
    expect(draftsToSave(questions, new Map(), { short: { text: '   ', at: 1 } })).toEqual([]);
  });
});
