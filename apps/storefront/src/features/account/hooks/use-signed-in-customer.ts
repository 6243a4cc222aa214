import { useIonRouter, useIonViewWillEnter } from '@ionic/react';
import { useCallback, useEffect, useRef } from 'react';
import { paths } from '@/config/paths';
import { isAuthorized, session, useSession } from '@/lib/session';
import { useCurrentCustomerRefresh } from './use-current-customer-refresh';

/** A guest is sent to log in; a session the API no longer knows (401) is forgotten. */
export function useSignedInCustomer() {
  const state = useSession();
  const authorized = isAuthorized(state);
  const router = useIonRouter();
  useCurrentCustomerRefresh();

  const latestRouter = useRef(router);
  latestRouter.current = router;
  // Checked when the page opens, not when the session changes under an open page: a logout goes home itself.
  const sendGuestToLogin = useCallback(() => {
    if (!isAuthorized(session.get())) latestRouter.current.push(paths.login.link(), 'root', 'replace');
  }, []);
  useEffect(sendGuestToLogin, [sendGuestToLogin]);
  useIonViewWillEnter(sendGuestToLogin);

  return { authorized, customer: state.customer };
}
