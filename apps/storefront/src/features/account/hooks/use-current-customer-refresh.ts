import { useEffect } from 'react';
import { ApiError } from '@/lib/http-error';
import { isAuthorized, session, useSession } from '@/lib/session';
import { useCurrentCustomer } from '@/features/account/api/get-current-customer';

/**
 * The signed-in customer as the API knows it now, not as stored at the last login: what depends on the
 * customer's roles (the affiliate's menu entry) is right from start-up (issue 34.12). A session the API no
 * longer knows (401) is forgotten.
 */
export function useCurrentCustomerRefresh() {
  const authorized = isAuthorized(useSession());
  const current = useCurrentCustomer(authorized);

  useEffect(() => {
    if (current.data) void session.setCustomer(current.data);
  }, [current.data]);

  useEffect(() => {
    if (current.error instanceof ApiError && current.error.status === 401) void session.signOut();
  }, [current.error]);
}
