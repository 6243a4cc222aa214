import { PreparingPage } from '../components/preparing-page';
import * as fa from '../strings/fa';

export default function CheckPaymentPage() {
  return <PreparingPage title={fa.pages.checkPayment} />;
}
