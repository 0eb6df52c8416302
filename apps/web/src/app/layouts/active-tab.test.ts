import { describe, expect, it } from 'vitest';
import { activeTab, studentTabs } from './active-tab';

describe('student tabs', () => {
  it('are My Courses, My Exams and My Q&A in that order', () => {
    expect(studentTabs.map((tab) => [tab.label, tab.key])).toEqual([
      ['My Courses', '/courses'],
      ['My Exams', '/exams'],
      ['My Q&A', '/my-qa'],
    ]);
  });

  it.each([
    ['/', '/courses'],
    ['/courses', '/courses'],
    ['/exams', '/exams'],
    ['/my-qa', '/my-qa'],
    ['/subjects/c1', '/courses'],
    ['/videos/l1/lecture', '/courses'],
    ['/notes/c1/chapter', '/courses'],
    ['/live-exam/e1/g1', '/exams'],
    ['/result/e1/g1', '/exams'],
    ['/qa-forum-list/c1', '/my-qa'],
    ['/question-details/q1', '/my-qa'],
    ['/student-profile', undefined],
    ['/scoreboard', undefined],
    ['/examsx', undefined],
  ])('%s selects %s', (path, tab) => {
    expect(activeTab(path)).toBe(tab);
  });
});
