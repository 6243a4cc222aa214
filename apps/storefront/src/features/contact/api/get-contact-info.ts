import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contactKeys } from './contact-keys';

export const getContactInfo = (signal?: AbortSignal) => api.call('getContactInfo', { signal });

/** The store changes its phone or hours rarely: read once in a while, not on every visit. */
export const contactInfoQueryOptions = () =>
  queryOptions({
    queryKey: contactKeys.info,
    queryFn: ({ signal }) => getContactInfo(signal),
    staleTime: 10 * 60_000,
  });

export const useContactInfo = () => useQuery(contactInfoQueryOptions());
