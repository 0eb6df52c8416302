import { expect, it } from 'vitest';
import { courseLink } from './components/course-card';

it('opens subjects, or the Q&A forum for a qna-type course', () => {
  expect(courseLink({ _id: 'c1', type: 'course' })).toBe('/subjects/c1');
  expect(courseLink({ _id: 'c2', type: 'qna' })).toBe('/qa-forum-list/c2');
});
