import { IonSpinner } from '@ionic/react';
import * as fa from '../strings/fa';

/** A plain loading element: the Suspense fallback of lazy pages and the pending state of queries. */
export function PageSpinner() {
  return (
    <div className="page-spinner" role="status" aria-label={fa.common.loading}>
      <IonSpinner name="crescent" color="primary" />
    </div>
  );
}
