import { QA_DEFAULT_PAGE_SIZE, type QaSort } from '@lms/domain';

/** The forum list's filters. */
export interface ForumFilters {
  sort: QaSort;
  searchString: string;
  subjectId?: string;
  chapterId?: string;
  /** 1-based. */
  page: number;
  limit: number;
}

/** A list opens with sort None, no words, no subject or chapter, page 1 of 40. */
export const initialFilters: ForumFilters = {
  sort: '',
  searchString: '',
  page: 1,
  limit: QA_DEFAULT_PAGE_SIZE,
};

/** Chooses a sort; choosing the active one clears it back to None. Back to page 1. */
export function chooseSort(state: ForumFilters, sort: QaSort): ForumFilters {
  return { ...state, sort: state.sort === sort ? '' : sort, page: 1 };
}

/** Reset: sort None, no words, no subject or chapter, page 1 (the page size stays). */
export function resetFilters(state: ForumFilters): ForumFilters {
  return { ...initialFilters, limit: state.limit };
}

/** Chooses (or clears) the subject; the chapter is cleared. Back to page 1. */
export function chooseSubject(state: ForumFilters, subjectId: string | undefined): ForumFilters {
  return { ...state, subjectId, chapterId: undefined, page: 1 };
}

/** Chooses (or clears) the chapter. Back to page 1. */
export function chooseChapter(state: ForumFilters, chapterId: string | undefined): ForumFilters {
  return { ...state, chapterId, page: 1 };
}

/** Searches for words. Back to page 1. */
export function searchFor(state: ForumFilters, searchString: string): ForumFilters {
  return { ...state, searchString: searchString.trim(), page: 1 };
}

/** Goes to a page; a new page size starts again at page 1. */
export function goToPage(state: ForumFilters, page: number, limit: number): ForumFilters {
  return limit === state.limit ? { ...state, page } : { ...state, page: 1, limit };
}
