import { useSyncExternalStore } from 'react';
import { requestsInFlight } from '@/lib/in-flight';
import * as fa from '@/strings/fa';

const isBusy = () => requestsInFlight.count() > 0;

export function LoadingBar() {
  const busy = useSyncExternalStore(requestsInFlight.subscribe, isBusy, isBusy);
  if (!busy) return null;
  return <div className="loading-bar" role="progressbar" aria-label={fa.common.loading} />;
}
