import { type QueryKey, useQuery } from '@tanstack/react-query';

/** A query whose last answer is kept in localStorage. */
export interface CachedQueryOptions<T> {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
  /** The kept answer, if any. */
  read: () => T | undefined;
  /** Keeps a fresh answer. */
  write: (data: T) => void;
  enabled?: boolean;
}

/**
 * A query that shows the answer kept in localStorage at once (a revisit renders instantly), fetches
 * a fresh one in the background, and keeps that for next time.
 */
export function useCachedQuery<T>({ queryKey, queryFn, read, write, enabled }: CachedQueryOptions<T>) {
  return useQuery({
    queryKey,
    queryFn: async () => {
      const data = await queryFn();
      write(data);
      return data;
    },
    initialData: read,
    // the kept answer counts as old, so a fresh one is always fetched
    initialDataUpdatedAt: 0,
    enabled,
  });
}
