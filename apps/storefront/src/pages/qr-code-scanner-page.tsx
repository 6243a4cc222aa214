import { PreparingPage } from '../components/preparing-page';
import { fa } from '../strings/fa';

export default function QrCodeScannerPage() {
  return <PreparingPage title={fa.pages.qrCodeScanner} />;
}
