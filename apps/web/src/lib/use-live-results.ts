import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onExamResultsChanged } from './socket';

/**
 * Fetches again what shows an exam's marks (its result page, the exam lists, the scoreboard) when the
 * server says its results were scored again, so an open page shows the new marks without a reload.
 */
export function useLiveResults(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onExamResultsChanged(({ examId }) => {
        void queryClient.invalidateQueries({ queryKey: ['exam', 'result', examId] });
        void queryClient.invalidateQueries({ queryKey: ['exam', 'scoreboard'] });
        void queryClient.invalidateQueries({ queryKey: ['group'] });
      }),
    [queryClient],
  );
}
