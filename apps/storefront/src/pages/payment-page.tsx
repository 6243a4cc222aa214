import { PreparingPage } from '../components/preparing-page';
import * as fa from '../strings/fa';

export default function PaymentPage() {
  return <PreparingPage title={fa.pages.payment} />;
}
