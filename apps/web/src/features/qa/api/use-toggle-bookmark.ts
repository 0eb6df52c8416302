import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showApiError } from '../../../lib/show-api-error';
import { bookmarkQuestion } from './bookmark-question';
import { patchQuestion } from './qa-cache';
import { qaKeys } from './qa-keys';

/** Bookmarks or unbookmarks a question: the bookmark list is replaced and the question's mark follows. */
export function useToggleBookmark(studentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (questionId: string) => bookmarkQuestion(studentId, questionId),
    onSuccess: (bookmarks, questionId) => {
      client.setQueryData(qaKeys.bookmarks(studentId), bookmarks);
      const marked = bookmarks.includes(questionId);
      patchQuestion(client, questionId, (q) => ({
        ...q,
        isBookmarked: marked,
        bookmarks: Math.max(0, q.bookmarks + (marked === q.isBookmarked ? 0 : marked ? 1 : -1)),
      }));
      void client.invalidateQueries({ queryKey: qaKeys.questionLists });
    },
    onError: (error) => showApiError(error),
  });
}
