import { ApiError } from '@lms/domain/client';
import { QueryClient } from '@tanstack/react-query';

/** The console's query cache: no retry on an answer the server meant (4xx), no refetch on focus. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      retry: (count, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
  },
});
