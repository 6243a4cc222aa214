import { IonSpinner } from '@ionic/react';
import * as fa from '@/strings/fa';

export function PageSpinner() {
  return (
    <div className="page-spinner" role="status" aria-label={fa.common.loading}>
      {/* Ionic gives the spinner role="progressbar" with no name; the status around it already says
          «loading», so the spinner itself is only decoration (axe: aria-progressbar-name). */}
      <IonSpinner name="crescent" color="primary" aria-hidden="true" />
    </div>
  );
}
