import { describe, expect, it } from 'vitest';
import {
  accessLoss,
  accessOf,
  accessView,
  courseIdsOf,
  seesCourse,
  seesItem,
  seesSubject,
} from './content-access';

const catalogue = {
  courses: [
    { id: 'c1', name: 'Science', qa: true, type: 'course' },
    { id: 'c2', name: 'Maths', qa: false, type: 'course' },
  ],
  subjects: [
    { id: 's1', courseId: 'c1', name: 'Physics', qa: true },
    { id: 's2', courseId: 'c1', name: 'Chemistry', qa: false },
    { id: 's3', courseId: 'c2', name: 'Algebra', qa: true },
  ],
  items: [
    { id: 'i1', subjectId: 's1', courseId: 'c1' },
    { id: 'i2', subjectId: 's2', courseId: 'c1' },
    { id: 'i3', subjectId: 's3', courseId: 'c2' },
    { id: 'i4', subjectId: 's3', courseId: 'c2' },
  ],
};

describe('content access', () => {
  it('gives every course a group grants whole, and items one by one with their subject and course', () => {
    const access = accessOf([
      { courseIds: ['c1'], items: [] },
      { courseIds: [], items: [catalogue.items[2]!] },
    ]);
    expect(courseIdsOf(access).sort()).toEqual(['c1', 'c2']);
    expect(seesItem(access, catalogue.items[1]!)).toBe(true);
    expect(seesItem(access, catalogue.items[3]!)).toBe(false);
    expect(seesSubject(access, { id: 's3', courseId: 'c2' })).toBe(true);
    expect(seesCourse(accessOf([]), 'c1')).toBe(false);
  });

  it('several whole courses are all seen', () => {
    const view = accessView(accessOf([{ courseIds: ['c1', 'c2'], items: [] }]), catalogue);
    expect(view.map((c) => [c.name, c.whole])).toEqual([
      ['Science', true],
      ['Maths', true],
    ]);
    expect(view[0]!.subjects.map((s) => [s.name, s.items, s.qa])).toEqual([
      ['Physics', 1, true],
      ['Chemistry', 1, false],
    ]);
  });

  it('a change that takes a course away lists what is lost; one that adds loses nothing', () => {
    const both = accessView(accessOf([{ courseIds: ['c1', 'c2'], items: [] }]), catalogue);
    const one = accessView(accessOf([{ courseIds: ['c1'], items: [catalogue.items[2]!] }]), catalogue);
    expect(accessLoss(one, both)).toEqual([]);
    expect(accessLoss(both, one)).toEqual([
      {
        _id: 'c2',
        name: 'Maths',
        gone: false,
        subjects: [{ _id: 's3', name: 'Algebra', items: 1, qa: false }],
      },
    ]);
    expect(accessLoss(both, [])[0]).toMatchObject({ _id: 'c1', gone: true });
  });
});
