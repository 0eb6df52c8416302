import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** Retries a failed query once, unless the server answered with a client error (4xx). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** A query client with the app's defaults. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

let shared: QueryClient | undefined;

/** The signed-in shell's query client (made on first use, so signed-out pages never load TanStack Query). */
export function getQueryClient(): QueryClient {
  shared ??= createQueryClient();
  return shared;
}
