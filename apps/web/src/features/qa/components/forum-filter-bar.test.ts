import { describe, expect, it } from 'vitest';
import type { TreeCourse } from '../api/qa-types';
import { offeredChapters, offeredSubjects } from './forum-filter-bar';

const course: TreeCourse = {
  _id: 'c',
  name: 'Q&A',
  description: '',
  image: '',
  type: 'qna',
  qa: ['s1'],
  subjects: [
    {
      _id: 's1',
      name: 'Physics',
      chapters: [
        { _id: 'a', name: 'Vectors' },
        { _id: 'b', name: 'Practical Notes' },
        { _id: 'c', name: 'Board Questions' },
        { _id: 'd', name: 'Zero Error' },
        { _id: 'e', name: 'Chapter Review' },
        { _id: 'f', name: 'গতি' },
      ],
    },
    { _id: 's2', name: 'Biology', chapters: [] },
  ],
};

describe('forum filter choices', () => {
  it("offers only the subjects of the student's groups", () => {
    expect(offeredSubjects(course, ['s1', 'other']).map((s) => s._id)).toEqual(['s1']);
    expect(offeredSubjects(course, undefined)).toEqual([]);
    expect(offeredSubjects(undefined, ['s1'])).toEqual([]);
  });

  it('hides chapters whose names start with P, B, Z or C', () => {
    expect(offeredChapters(course.subjects[0]).map((c) => c.name)).toEqual(['Vectors', 'গতি']);
    expect(offeredChapters(undefined)).toEqual([]);
  });
});
