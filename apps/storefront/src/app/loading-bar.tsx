import { useSyncExternalStore } from 'react';
import { requestsInFlight } from '../lib/in-flight';
import * as fa from '../strings/fa';

const isBusy = () => requestsInFlight.count() > 0;

/** The loading indicator: a bar along the top while at least one request is in flight. */
export function LoadingBar() {
  const busy = useSyncExternalStore(requestsInFlight.subscribe, isBusy, isBusy);
  if (!busy) return null;
  return <div className="loading-bar" role="progressbar" aria-label={fa.common.loading} />;
}
