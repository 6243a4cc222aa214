import { IonSpinner } from '@ionic/react';
import * as fa from '../strings/fa';

/** A plain loading element: the Suspense fallback of lazy pages and the pending state of queries. */
export function PageSpinner() {
  return (
    <div className="page-spinner" role="status" aria-label={fa.common.loading}>
      {/* Ionic gives the spinner role="progressbar" with no name; the status around it already says
          «loading», so the spinner itself is only decoration (axe: aria-progressbar-name). */}
      <IonSpinner name="crescent" color="primary" aria-hidden="true" />
    </div>
  );
}
