import { useIonRouter } from '@ionic/react';
import { useEffect } from 'react';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/http-error';
import { isAuthorized, session, useSession } from '../../../lib/session';
import { useCurrentCustomer } from '../api/get-current-customer';

/**
 * For pages only a customer may see: a guest is sent to /tabs/login; the current customer is
 * re-read from the API (spec §4: authenticated once the current user is known), and a session the
 * API no longer knows (401, the HTTP client then opens the login page) is forgotten.
 */
export function useSignedInCustomer() {
  const state = useSession();
  const authorized = isAuthorized(state);
  const router = useIonRouter();
  const current = useCurrentCustomer(authorized);

  useEffect(() => {
    if (!authorized) router.push(paths.login(), 'root', 'replace');
  }, [authorized, router]);

  useEffect(() => {
    if (current.data) void session.setCustomer(current.data);
  }, [current.data]);

  useEffect(() => {
    if (current.error instanceof ApiError && current.error.status === 401) void session.signOut();
  }, [current.error]);

  return { authorized, customer: state.customer };
}
