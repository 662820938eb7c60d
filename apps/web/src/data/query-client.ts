import { QueryClient } from '@tanstack/react-query';

/** Data-query defaults of seed 002 §9: 2 retries 1 s apart, fresh for 30 s, no refetch on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 2, retryDelay: 1_000, staleTime: 30_000, refetchOnWindowFocus: false },
    },
  });
}
