import { QueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError } from '@/lib/http-error';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Offline, the first request still goes out: the service worker may answer it from its cache.
        networkMode: 'offlineFirst',
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status < 500) return false;
          if (error instanceof NetworkError) return false;
          return failureCount < 2;
        },
      },
    },
  });
}
