import { QueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError } from '../lib/http-error';

/** Server state defaults: no retry for answers the client caused (4xx) or when offline. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Offline, a query still sends its first request: the service worker may answer it from its cache
        // (docs/adr/0027). Only its retries wait for the network.
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
