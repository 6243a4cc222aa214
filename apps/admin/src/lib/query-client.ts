import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './http-error';

/**
 * A back office reads what others change: lists refetch when the window comes back into focus and are
 * fresh for half a minute; a 4xx is an answer, not a hiccup, so only network failures and 5xx retry.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: true,
        retry: (failures, error) => failures < 2 && !(isApiError(error) && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
