import { describe, expect, it } from 'vitest';
import {
  chooseChapter,
  chooseSort,
  chooseSubject,
  goToPage,
  initialFilters,
  resetFilters,
  searchFor,
} from './forum-filters';

describe('forum filters', () => {
  it('starts with sort None on page 1 of 40', () => {
    expect(initialFilters).toEqual({ sort: '', searchString: '', page: 1, limit: 40 });
  });

  it('clears the sort when the active one is chosen again', () => {
    const byDate = chooseSort({ ...initialFilters, page: 3 }, 'Date');
    expect(byDate).toMatchObject({ sort: 'Date', page: 1 });
    expect(chooseSort(byDate, 'Date').sort).toBe('');
    expect(chooseSort(byDate, 'Popularity').sort).toBe('Popularity');
  });

  it('resets sort, words, subject and chapter and returns to page 1, keeping the page size', () => {
    let state = chooseSort(initialFilters, 'My_Bookmarks');
    state = searchFor(state, '  নিউটন ');
    state = chooseChapter(chooseSubject(state, 's1'), 'c1');
    state = goToPage(goToPage(state, 1, 100), 4, 100);
    expect(state).toMatchObject({ searchString: 'নিউটন', subjectId: 's1', chapterId: 'c1', page: 4 });
    expect(resetFilters(state)).toEqual({ sort: '', searchString: '', page: 1, limit: 100 });
  });

  it('clears the chapter when the subject changes', () => {
    const state = chooseChapter(chooseSubject(initialFilters, 's1'), 'c1');
    expect(chooseSubject(state, 's2')).toMatchObject({ subjectId: 's2', chapterId: undefined });
  });

  it('starts again at page 1 when the page size changes', () => {
    expect(goToPage({ ...initialFilters, page: 5 }, 5, 10)).toMatchObject({ page: 1, limit: 10 });
    expect(goToPage(initialFilters, 2, 40)).toMatchObject({ page: 2, limit: 40 });
  });
});
