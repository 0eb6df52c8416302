import { beforeEach, describe, expect, it } from 'vitest';
import {
  readCompletion,
  readCourses,
  readItems,
  readSelectedSubject,
  readSubjects,
  writeCompletion,
  writeCourses,
  writeItems,
  writeSelectedSubject,
  writeSubjects,
} from './content-cache';

const subject = { _id: 's1', name: 'Physics 1st paper', image: '', courseId: 'c1', chapters: [] };
const item = {
  _id: 'l1',
  name: 'Lecture 1',
  description: '',
  subjectId: 's1',
  courseId: 'c1',
  type: 'lecture' as const,
};

describe('cached study lists', () => {
  beforeEach(() => localStorage.clear());

  it('keeps lists by parent under the names the original client uses', () => {
    writeSubjects('c1', [subject]);
    writeSubjects('c2', []);
    expect(readSubjects('c1')).toEqual([subject]);
    expect(readSubjects('c2')).toEqual([]);
    expect(readSubjects('c3')).toBeUndefined();
    expect(Object.keys(JSON.parse(localStorage.getItem('allSubjects')!))).toEqual(['c1', 'c2']);

    writeItems('lecture', 's1', [item]);
    expect(readItems('lecture', 's1')).toEqual([item]);
    expect(readItems('chapter', 's1')).toBeUndefined();
    expect(localStorage.getItem('allLectures')).not.toBeNull();
    writeItems('question-solve', 's1', []);
    expect(localStorage.getItem('allQuestionSolves')).toBe('{"s1":[]}');

    writeCompletion('c1', [
      {
        _id: 's1',
        courseId: 'c1',
        subjectId: 's1',
        video: ['v1'],
        file: [],
        completed: 1,
        total: 2,
        percentage: 50,
      },
    ]);
    expect(readCompletion('c1')?.[0]?.percentage).toBe(50);
    expect(localStorage.getItem('courseCompletionData')).not.toBeNull();
  });

  it('keeps the courses and the selected subject, and survives broken data', () => {
    expect(readCourses()).toBeUndefined();
    writeCourses([]);
    expect(readCourses()).toEqual([]);
    writeSelectedSubject(subject);
    expect(readSelectedSubject()).toEqual(subject);
    localStorage.setItem('allSubjects', 'not json');
    expect(readSubjects('c1')).toBeUndefined();
    writeSubjects('c1', [subject]);
    expect(readSubjects('c1')).toEqual([subject]);
  });
});
