import { IonIcon } from '@ionic/react';
import { qrCodeOutline } from 'ionicons/icons';
import { AppLink } from '@/components/app-link';
import { paths } from '@/config/paths';
import * as fa from '@/strings/fa';
import './scanner.css';

/** Off the home page, whose first load is budgeted. */
export function ScanEntryLink() {
  return (
    <AppLink to={paths.qrCodeScanner.link()} className="scan-entry unstyled-link">
      <IonIcon icon={qrCodeOutline} aria-hidden="true" />
      <span>{fa.scanner.entry}</span>
    </AppLink>
  );
}
